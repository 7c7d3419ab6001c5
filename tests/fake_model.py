"""A local HTTP server that answers like an OpenAI-compatible chat model, for the LLM tests.

The model name picks the behaviour:
- ``garbage``: prose with no JSON;
- ``slow``: waits longer than any test timeout before answering;
- ``payment-agent``: plays the fixture task-901 (the £25 payment) correctly, reading the
  number of steps so far from the prompt, and pauses at the boundary;
- ``bad-id``: answers a click on a candidate id that is not on the page;
- ``half-emoji``: a reply holding a lone surrogate (``"\\ud83d"`` in the JSON body);
- ``superscript``: ``"target": "²"``; ``deep``: JSON objects nested 3,000 deep;
- ``no-choices``, ``null-message``, ``html-body``, ``cut-body``: HTTP 200 responses without
  a usable reply (the model's output never arrives).
- every answer reports a token ``usage`` that differs between calls (the words sent and
  replied), kept in ``usages``;
- ``judge``: grades an explanation as the LLM judge: 1 when it echoes the goal ("you
  asked:") or names nothing in quotes, 5 otherwise.
"""

from __future__ import annotations

import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PAYMENT_SCRIPT = [
    '```json\n{"action": "click", "target": 1, "explanation": "I\'m opening the \'Payments\' link to start the £25 payment to your landlord."}\n```',
    'Sure! {"action": "select", "target": 10, "text": "Landlord", "explanation": "I\'m choosing \'Landlord\' in the \'Payee\' list."}',
    '{"action": "type", "target": "11", "text": "25.00", "explanation": "I\'m typing 25.00 into the \'Amount\' field.", "expected_result": "Amount 25.00"}',
    '{"action": "click", "target": 12, "explanation": "I\'m pressing \'Continue\' to review the payment before anything is sent."}',
    '{"action": "ask_user", "target": null, "text": "Everything is ready to send £25.00 to Landlord. Shall I press \'Confirm payment\'?", "explanation": "The review page lists the payment; I\'m stopping so you can approve it."}',
]


class FakeModelHandler(BaseHTTPRequestHandler):
    def log_message(self, *args) -> None:  # keep test output clean
        pass

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        model = body["model"]
        prompt = body["messages"][-1]["content"]
        if isinstance(prompt, list):  # a multimodal message: its text parts
            prompt = "\n".join(
                part.get("text", "") for part in prompt if part.get("type") == "text"
            )
        self.server.requests += 1  # type: ignore[attr-defined]
        self.server.bodies.append(body)  # type: ignore[attr-defined]
        if model == "slow":
            time.sleep(3)
        content = self.server.reply_for(model, prompt)  # type: ignore[attr-defined]
        completion = {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 0,
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": usage_for(body, content),
        }
        self.server.usages.append(completion["usage"])  # type: ignore[attr-defined]
        payload = broken_body(model, completion)
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client timed out and left


def usage_for(body: dict, content: str) -> dict:
    """Token counts that differ from call to call: words of the messages and of the reply."""
    sent = json.dumps(body["messages"])
    prompt, completion = len(sent.split()), len(content.split())
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


def broken_body(model: str, completion: dict) -> bytes:
    """The response body for ``model``: the completion, or one of the broken ones."""
    if model == "no-choices":
        completion["choices"] = []
    elif model == "null-message":
        completion["choices"][0]["message"] = None
    elif model == "html-body":
        return b"<html><body><h1>502 Bad Gateway</h1></body></html>"
    body = json.dumps(completion).encode()
    if model == "cut-body":
        return body[:26]
    if model == "half-emoji":  # JSON's escape for half of a surrogate pair
        return body.replace(b"HALF", b"\\ud83d")
    return body


class FakeModelServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), FakeModelHandler)
        self.requests = 0
        self.bodies: list[dict] = []
        self.usages: list[dict] = []

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def reply_for(self, model: str, prompt: str) -> str:
        if model == "garbage":
            return "I think you should click the blue button on the right."
        if model == "judge":
            explanation = re.search(r"^Explanation: (.*)$", prompt, flags=re.MULTILINE)
            said = explanation.group(1) if explanation else ""
            grade = 1 if "you asked:" in said.lower() or "'" not in said else 5
            return json.dumps({"grade": grade, "reason": "fake judge"})
        if model == "bad-id":
            return '{"action": "click", "target": 999, "explanation": "Clicking."}'
        if model == "half-emoji":
            return '{"action": "finish", "text": "Done", "explanation": "All done HALF"}'
        if model == "superscript":
            return '{"action": "click", "target": "²", "explanation": "Clicking."}'
        if model == "deep":
            return '{"a": ' * 3000
        steps = len(re.findall(r"^Step \d+:", prompt, flags=re.MULTILINE))
        return PAYMENT_SCRIPT[min(steps, len(PAYMENT_SCRIPT) - 1)]

    def __enter__(self):
        threading.Thread(target=self.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc) -> None:
        self.shutdown()
        self.server_close()
