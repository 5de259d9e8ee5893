// Name/value rows with add and remove: a request's headers, expected JSON values, an
// environment's variables and secrets.
import type { ComponentChildren } from "preact";
import type { ApiError } from "../api/client";
import { TextInput, type Pointer } from "./form";

export type Pair = { key: number; name: string; value: string };

let nextKey = 1;
export const newPair = (name = "", value = ""): Pair => ({ key: nextKey++, name, value });

export function Pairs({
  rows,
  onRows,
  noun,
  nameLabel,
  valueLabel,
  error,
  namePointer,
  valuePointer,
  secret = false,
  children,
}: {
  rows: Pair[];
  onRows: (rows: Pair[]) => void;
  /** One row in words ("header", "secret"), for the add and remove buttons. */
  noun: string;
  /** The inputs' labels, numbered with the row. */
  nameLabel: string;
  valueLabel: string;
  error?: ApiError | null;
  namePointer?: (row: Pair, index: number) => Pointer;
  valuePointer?: (row: Pair, index: number) => Pointer;
  /** Values are written only (password inputs) and required. */
  secret?: boolean;
  /** Shown between the rows and the add button (messages about the rows). */
  children?: ComponentChildren;
}) {
  const update = (key: number, change: Partial<Pair>) => onRows(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <>
      {rows.length > 0 && (
        <ul class="pairs">
          {rows.map((r, i) => (
            <li key={r.key} class="pair">
              <TextInput
                label={`${nameLabel} ${i + 1}`}
                pointer={namePointer?.(r, i)}
                error={error}
                value={r.name}
                onValue={(name) => update(r.key, { name })}
                required={secret || r.value !== ""}
                autoComplete="off"
                spellcheck={false}
              />
              <TextInput
                label={`${valueLabel} ${i + 1}`}
                pointer={valuePointer?.(r, i)}
                error={error}
                type={secret ? "password" : "text"}
                autoComplete={secret ? "new-password" : "off"}
                required={secret}
                value={r.value}
                onValue={(value) => update(r.key, { value })}
              />
              <button
                type="button"
                class="danger"
                aria-label={`Remove ${noun} ${r.name.trim() || i + 1}`}
                onClick={() => onRows(rows.filter((x) => x.key !== r.key))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {children}
      <div>
        <button type="button" onClick={() => onRows([...rows, newPair()])}>
          Add {noun}
        </button>
      </div>
    </>
  );
}
