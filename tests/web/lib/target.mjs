// The service under test that a case's HTTP checks call: a loopback server whose answer the
// test changes (to break a check and see it fail, or heal).
import { createServer } from "node:http";

export async function startTarget() {
  const state = { status: 200, body: { status: "ok", version: 1 } };
  const server = createServer((request, response) => {
    response.writeHead(state.status, { "content-type": "application/json" });
    response.end(JSON.stringify(state.body));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    answer(status, body) {
      state.status = status;
      state.body = body;
    },
    stop: () => new Promise((r) => server.close(r)),
  };
}
