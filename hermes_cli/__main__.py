"""``python -m hermes_cli``."""

from hermes_cli.main import main

raise SystemExit(main())
