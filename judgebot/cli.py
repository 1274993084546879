"""The `judgebot` command line.

Each sub-command lives in its own module under `judgebot.commands` with two
functions, `add_arguments(parser)` and `run(args) -> int`.  Only the module of
the command being run is imported, so start-up stays fast.
"""
from __future__ import annotations

import argparse
import importlib
import sys

from .errors import JudgebotError

COMMANDS = {
    "search": ("search", "search the FAQ and rulebooks; every hit is a citation"),
    "card": ("card", "show a card: values, traits, printings, printed and current text, rulings"),
    "index": ("index", "build or rebuild the ruling search index"),
    "parse": ("parse", "parse card text into its effect tree"),
    "coverage": ("coverage", "how much of the card database the grammar reads"),
    "explain": ("explain", "step a scenario through the Timing Breakdown"),
    "serve": ("serve", "start the web app"),
    "audit": ("audit", "check the card database against the FAQ"),
    "deck": ("deck", "check a tournament decklist"),
}


def _usage() -> str:
    width = max(len(name) for name in COMMANDS)
    lines = ["usage: judgebot COMMAND [options]", "", "commands:"]
    lines += [f"  {name.ljust(width)}  {helptext}" for name, (_, helptext) in COMMANDS.items()]
    lines += ["", "judgebot COMMAND --help tells more."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in {"-h", "--help", "help"}:
        print(_usage())
        return 0
    if argv[0] == "--version":
        from . import __version__

        print(__version__)
        return 0
    name = argv[0]
    if name not in COMMANDS:
        print(f"judgebot: unknown command {name!r}\n\n{_usage()}", file=sys.stderr)
        return 2
    module_name, helptext = COMMANDS[name]
    try:
        module = importlib.import_module(f"judgebot.commands.{module_name}")
    except ModuleNotFoundError as exc:
        if exc.name == f"judgebot.commands.{module_name}":
            print(f"judgebot: the {name!r} command is not built yet", file=sys.stderr)
            return 2
        raise
    parser = argparse.ArgumentParser(prog=f"judgebot {name}", description=helptext)
    module.add_arguments(parser)
    args = parser.parse_args(argv[1:])
    try:
        return int(module.run(args) or 0)
    except JudgebotError as exc:
        print(f"judgebot {name}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
