// Starts the API reference viewer at /docs on the server's own contract.
window.addEventListener("DOMContentLoaded", () => {
  window.SwaggerUIBundle({ url: "/openapi.json", dom_id: "#docs", deepLinking: true, tryItOutEnabled: false });
});
