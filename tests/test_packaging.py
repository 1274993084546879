"""The wheel carries its data: installed into a fresh virtualenv, `judgebot card` works from anywhere.

Builds the wheel from a copy of the source (so the shared checkout gets no
build/ folder), installs it into a new virtualenv and runs the installed
command from an unrelated working directory.  About 15-30 s.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCE_PARTS = ("pyproject.toml", "README.md", "judgebot", "grammar", "rulings_db", "templates")


def _run(cmd, **kwargs):
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=240, **kwargs)
    assert result.returncode == 0, f"{cmd} failed:\n{result.stdout}\n{result.stderr}"
    return result


@pytest.mark.packaging
def test_installed_wheel_finds_its_data(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "index", "cache", "*.egg-info")
    for part in SOURCE_PARTS:
        path = ROOT / part
        if path.is_dir():
            shutil.copytree(path, src / part, ignore=ignore)
        elif path.exists():
            shutil.copy2(path, src / part)
    if not (src / "README.md").exists():
        (src / "README.md").write_text("judgebot\n")

    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "dist"), str(src)])
    (wheel,) = (tmp_path / "dist").glob("judgebot-*.whl")

    # the new virtualenv sees nothing of this checkout (a PYTHONPATH pointing at it would make pip think judgebot is
    # already installed)
    env = {k: v for k, v in os.environ.items() if k not in ("JUDGEBOT_CACHE", "PYTHONPATH", "VIRTUAL_ENV")}
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], env=env)
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    _run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)], env=env)

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = _run([str(bin_dir / "python"), "-c", "import judgebot.paths as p; print(p.cards_dir())"],
                 cwd=elsewhere, env=env).stdout.strip()
    assert Path(where).is_relative_to(venv), where
    assert len(list(Path(where).glob("*.xml"))) == 51

    out = _run([str(bin_dir / "judgebot"), "card", "Punch", "--json"], cwd=elsewhere, env=env).stdout
    data = json.loads(out)
    assert (data["title"], data["fortitude"], data["damage"], data["subtypes"]) == ("Punch", 0, 3, ["Strike"])
