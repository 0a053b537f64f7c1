"""``python -m chessarbiter`` runs the command line (and the window with no command)."""

from chessarbiter.cli import main

raise SystemExit(main())
