"""The judgebot web app: search, card pages, the Ask form, errata and deck check, a JSON API.

`create_app()` builds the Flask application; `judgebot serve` runs it under
waitress.  Nothing heavy is loaded here: the card database, search index and
grammar load on the first request that needs them (see `services`).
"""
from __future__ import annotations

import os
import secrets

from flask import Flask

from .. import paths


def create_app(test_config: dict | None = None) -> Flask:
    templates = paths.templates_dir()
    app = Flask(
        __name__,
        template_folder=str(templates),
        static_folder=str(templates / "static"),
        static_url_path="/static",
    )
    app.config.from_mapping(
        # A key per process unless one is given: sessions only carry the CSRF token.
        SECRET_KEY=os.environ.get("JUDGEBOT_SECRET_KEY") or secrets.token_hex(32),
        MAX_CONTENT_LENGTH=1024 * 1024,   # a decklist or scenario is a few kB
        MAX_QUERY_LENGTH=500,             # characters in a search box or question
        JSON_SORT_KEYS=False,
    )
    if test_config:
        app.config.from_mapping(test_config)
    app.json.sort_keys = False

    from . import api, ask_page, card_page, errors, present, search_page, security, tools_page

    security.init_app(app)
    errors.init_app(app)
    present.init_app(app)
    app.register_blueprint(search_page.bp)
    app.register_blueprint(card_page.bp)
    app.register_blueprint(ask_page.bp)
    app.register_blueprint(tools_page.bp)
    app.register_blueprint(api.bp)
    return app
