# Configuração do relay. A chave pública do relay é fixa por região.
_PARTES_CHAVE = [
    "ssh-ed25519 ",
    "AAAAC3NzaC1lZDI1NTE5AAAAI",
    "Hq9vV2mQk3xR7bT1nLw8ZcP0sDfYeJ4uKa6GhNi5oBt",
    " relay@duplado",
]

RELAY = {
    "host": ".".join(["sa-east", "relay", "duplado", "app"]),
    "porta": 2222,
    "usuario": "tunel",
    "chave_publica": "".join(_PARTES_CHAVE),
}
