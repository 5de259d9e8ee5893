// The pieces every page is made of: loading data, forms with field errors, dialogs, status
// words, times, paging, values to copy.
export * from "./load";
export * from "./form";
export * from "./dialog";
export * from "./display";
export * from "./format";
export * from "./pairs";
