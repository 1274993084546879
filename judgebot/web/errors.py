"""Every error answers with what the user can do about it: a page for people, JSON for the API.

- an unknown card name: 404 with the closest titles;
- bad input (a malformed scenario, an empty or huge query): 400 with what is wrong;
- a part of judgebot not built yet: 503 "not available yet";
- wrong method, unknown page, too large a body: the HTTP status with a plain message.
A bug still never shows a traceback: it is logged and answered with a short page.
"""
from __future__ import annotations

from flask import Flask, jsonify, make_response, render_template, request
from werkzeug.exceptions import HTTPException

from ..errors import JudgebotError, UnknownCard
from .services import Unavailable


def wants_json() -> bool:
    return request.path.startswith("/api/")


def error_response(status: int, message: str, closest: list[str] | None = None):
    """The one way the app reports a problem (views use it too)."""
    if wants_json():
        body = {"error": message, "status": status}
        if closest is not None:
            body["closest"] = closest
        return jsonify(body), status
    return render_template("error.html", status=status, message=message, closest=closest or []), status


def _http_error(exc: HTTPException):
    messages = {
        404: "There is no such page.",
        405: f"{request.method} is not allowed here.",
        413: "That is too large to send.",
        415: "Send the scenario as JSON (Content-Type: application/json).",
    }
    body, status = error_response(exc.code or 500, messages.get(exc.code, exc.description or exc.name))
    response = make_response(body, status)
    if exc.code == 405 and getattr(exc, "valid_methods", None):
        response.headers["Allow"] = ", ".join(exc.valid_methods)
    return response


def _unknown_card(exc: UnknownCard):
    return error_response(404, str(exc), closest=exc.closest)


def _unavailable(exc: Unavailable):
    return error_response(503, str(exc))


def _bad_input(exc: JudgebotError):
    return error_response(400, str(exc))


def _bug(exc: Exception):
    if isinstance(exc, HTTPException):
        return _http_error(exc)
    from flask import current_app

    current_app.logger.exception("unexpected error on %s %s", request.method, request.path)
    return error_response(500, "Something went wrong on our side; the problem has been logged.")


def init_app(app: Flask) -> None:
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(UnknownCard, _unknown_card)
    app.register_error_handler(Unavailable, _unavailable)
    app.register_error_handler(JudgebotError, _bad_input)
    app.register_error_handler(Exception, _bug)
