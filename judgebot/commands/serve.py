"""`judgebot serve`: run the web app under waitress (not Flask's development server).

    judgebot serve                      # http://127.0.0.1:8000/
    judgebot serve --host 0.0.0.0 --port 8080 --threads 8

It prints the address it serves on, then loads the card database and the
search index in the background so the first judge at the table does not wait.
"""
from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 picks a free one)")
    parser.add_argument("--threads", type=int, default=4, help="worker threads (default 4)")
    parser.add_argument("--no-warm-up", action="store_true",
                        help="load the database on the first request instead of at start-up")


def _warm_up() -> None:
    """Load what the first requests need (database, search index, grammar) once, before they come."""
    import logging

    from ..errors import JudgebotError
    from ..web import services

    try:
        services.warm_up()
    except JudgebotError:
        pass
    except Exception:  # a warm-up failure must not stop the server; the request will report it
        logging.getLogger("judgebot.web").exception("warm-up failed")


def run(args: argparse.Namespace) -> int:
    import sys
    import threading

    from waitress import create_server

    from ..web import create_app

    if not 0 <= args.port <= 65535:
        print(f"judgebot serve: --port must be 0-65535, not {args.port}", file=sys.stderr)
        return 2
    app = create_app()
    try:
        server = create_server(app, host=args.host, port=args.port, threads=max(1, args.threads),
                               ident="judgebot")
    except OSError as exc:
        print(f"judgebot serve: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except ValueError as exc:     # waitress: "Invalid host/port specified." (a host name that does not resolve)
        print(f"judgebot serve: cannot listen on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 2
    host = server.effective_host
    shown = f"[{host}]" if ":" in str(host) else host
    print(f"judgebot: serving on http://{shown}:{server.effective_port}/  (Ctrl-C stops)", flush=True)
    if not args.no_warm_up:
        threading.Thread(target=_warm_up, name="warm-up", daemon=True).start()
    try:
        server.run()
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
    return 0
