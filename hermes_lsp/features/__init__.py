"""One module per language feature; each has ``register(server)``."""
