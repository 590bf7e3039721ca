"""The agent: model providers, tools, prompt assembly and the turn loop."""
