"""Sub-commands of the `judgebot` command line, one module each."""
