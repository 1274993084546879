"""What keeps the web app safe to leave open on a judge-station laptop.

- CSRF: every POST form carries a random token kept in the (signed) session
  cookie and echoed in a hidden field; a POST whose field does not match is
  refused.  The JSON API instead insists on `Content-Type: application/json`,
  which a cross-site HTML form cannot send.
- Security headers on every response: a Content-Security-Policy the pages
  satisfy (no inline scripts or styles), no MIME sniffing, no framing, a
  strict Referrer-Policy.
"""
from __future__ import annotations

import hmac
import secrets

from flask import Flask, g, request, session

CSRF_FIELD = "csrf_token"

CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
])

SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}


CSRF_MESSAGE = "The form had expired or came from another site; check it and send it again."


def csrf_token() -> str:
    """The token for this browser session, created on first use."""
    token = session.get(CSRF_FIELD)
    if not token:
        token = session[CSRF_FIELD] = secrets.token_urlsafe(32)
    return token


def csrf_valid() -> bool:
    """Does this POST form carry the token this browser's session was given?"""
    expected = session.get(CSRF_FIELD)
    sent = request.form.get(CSRF_FIELD, "")
    return bool(expected and sent) and hmac.compare_digest(str(expected), str(sent))


def _check_post_form():
    """Mark a POST form with a missing or wrong token as `g.csrf_error`.

    The view then sends the form back filled in (nothing typed is lost) with
    the message and status 400, and does not act on it.
    """
    if request.method == "POST" and not request.path.startswith("/api/"):
        g.csrf_error = None if csrf_valid() else CSRF_MESSAGE


def _refuse_unchecked(response):
    """A view that ignored a failed token check still must not answer 2xx/3xx."""
    if g.get("csrf_error") and response.status_code < 400:
        response.status_code = 400
        response.set_data(CSRF_MESSAGE)
        response.mimetype = "text/plain"
    return response


def _add_headers(response):
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    return response


def init_app(app: Flask) -> None:
    app.config["SESSION_COOKIE_HTTPONLY"] = True
    if not app.config.get("SESSION_COOKIE_SAMESITE"):
        app.config["SESSION_COOKIE_SAMESITE"] = "Lax"
    app.jinja_env.globals["csrf_token"] = csrf_token
    app.before_request(_check_post_form)
    app.after_request(_refuse_unchecked)
    app.after_request(_add_headers)
