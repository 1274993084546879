"""Shared fixtures.  Loading the card database and the FAQ is done once per session."""
from __future__ import annotations

import os
import tempfile

import pytest

# Built artefacts (index, cache) go to a per-session temporary folder unless the
# developer set JUDGEBOT_CACHE, so tests never depend on a stale build.
os.environ.setdefault("JUDGEBOT_CACHE", tempfile.mkdtemp(prefix="judgebot-test-"))
