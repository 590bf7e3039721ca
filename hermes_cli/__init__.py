"""The ``hermes`` command line. Subcommands import their dependencies lazily."""
