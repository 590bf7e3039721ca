//! Registers `hermes lsp` with Zed for Markdown. The binary is the one set in Zed's
//! `lsp.hermes.binary` settings, else `hermes` on the worktree's PATH.

use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

struct HermesSkills;

impl zed::Extension for HermesSkills {
    fn new() -> Self {
        HermesSkills
    }

    fn language_server_command(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.binary);
        if let Some(path) = binary.as_ref().and_then(|binary| binary.path.clone()) {
            let args = binary
                .and_then(|binary| binary.arguments)
                .unwrap_or_else(|| vec!["lsp".to_string()]);
            return Ok(zed::Command { command: path, args, env: Default::default() });
        }
        let path = worktree.which("hermes").ok_or_else(|| {
            "hermes is not on PATH: install hermes-workbench[lsp], or set lsp.hermes.binary.path"
                .to_string()
        })?;
        Ok(zed::Command { command: path, args: vec!["lsp".to_string()], env: Default::default() })
    }
}

zed::register_extension!(HermesSkills);
