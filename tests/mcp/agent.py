"""An agent's session against Testdeck's /mcp, with the official MCP Python SDK (PyPI `mcp`).

Run by tests/api/mcp.rs:  python agent.py URL TOKEN SCENARIO ARGS_JSON
Prints one JSON object with what the session saw; the Rust test asserts on it.
"""

import asyncio
import json
import sys

import jsonschema
from mcp import ClientSession
from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client


def text_of(result):
    return "".join(block.text for block in result.content if getattr(block, "text", None) is not None)


async def main(url, token, scenario, args):
    client = create_mcp_http_client(headers={"Authorization": f"Bearer {token}"})
    async with client:
        async with streamable_http_client(url, http_client=client) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                seen = {"protocolVersion": init.protocol_version, "server": init.server_info.name}
                if scenario == "triage":
                    tools = (await session.list_tools()).tools
                    for tool in tools:
                        jsonschema.Draft202012Validator.check_schema(tool.input_schema)
                    seen["tools"] = {t.name: bool(t.description) for t in tools}
                    found = await session.call_tool("find_test_cases", {"projectId": args["project"], "text": "Home"})
                    seen["found"] = json.loads(text_of(found))
                    progress = []

                    async def on_progress(value, total, message):
                        progress.append(message)

                    ran = await session.call_tool(
                        "run_test_case",
                        {"testCaseId": args["case"], "environmentId": args["environment"]},
                        progress_callback=on_progress,
                    )
                    seen["run"] = json.loads(text_of(ran))
                    seen["progress"] = progress
                    pending = await session.call_tool("list_healing_proposals", {"projectId": args["project"]})
                    seen["pending"] = json.loads(text_of(pending))
                    result = seen["run"]["results"][0]
                    reviewed = await session.call_tool(
                        "review_healing",
                        {"testCaseId": args["case"], "resultId": result["id"], "decision": "approve"},
                    )
                    seen["reviewed"] = json.loads(text_of(reviewed))
                    seen["reviewedError"] = reviewed.is_error
                    after = await session.call_tool("list_healing_proposals", {"projectId": args["project"]})
                    seen["pendingAfter"] = json.loads(text_of(after))
                    run_id = seen["run"]["run"]["id"]
                    templates = (await session.list_resource_templates()).resource_templates
                    seen["templates"] = [t.uri_template for t in templates]
                    listed = (await session.list_resources()).resources
                    seen["resources"] = [str(r.uri) for r in listed]
                    read = await session.read_resource(f"testdeck://test-runs/{run_id}")
                    seen["runResource"] = json.loads(read.contents[0].text)
                    prompts = (await session.list_prompts()).prompts
                    seen["prompts"] = [p.name for p in prompts]
                    prompt = await session.get_prompt("triage_run", {"runId": run_id})
                    seen["prompt"] = prompt.messages[0].content.text
                    report = "<testsuite><testcase classname='ci' name='smoke'/></testsuite>"
                    uploaded = await session.call_tool(
                        "upload_results",
                        {"projectId": args["project"], "environmentId": args["environment"], "report": report},
                    )
                    seen["uploaded"] = json.loads(text_of(uploaded))
                    runs = await session.call_tool("list_test_runs", {"projectId": args["project"], "limit": 5})
                    seen["runs"] = json.loads(text_of(runs))
                elif scenario == "foreign":
                    denied = await session.call_tool("get_test_case", {"testCaseId": args["case"]})
                    seen["isError"] = denied.is_error
                    seen["text"] = text_of(denied)
                    invalid = await session.call_tool("create_test_case", {"projectId": args["project"], "testCase": {"name": ""}})
                    seen["invalidIsError"] = invalid.is_error
                    seen["invalidText"] = text_of(invalid)
    print(json.dumps(seen))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])))
