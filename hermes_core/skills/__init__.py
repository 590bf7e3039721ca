"""Skills: the model, reading SKILL.md files, linting, discovery, viewing and the index.

Import from the submodules (``hermes_core.skills.lint``, ``hermes_core.skills.document``…);
this package keeps its own import cheap for the servers that only need one part.
"""
