// build.rs — aus Quellen bauen oder (Feature `prebuilt`) geprüftes Release-Artefakt linken
use std::env;
use std::path::PathBuf;

const VERSION: &str = "2.4.0";
const REPO: &str = "zinnober-project/libzinnober"; // eigene Releases des Projekts

// Prüfsummen der Release-Artefakte, pro Ziel-Triple (vom Maintainer eingetragen)
const SHA256: &[(&str, &str)] = &[
    ("x86_64-unknown-linux-gnu", "<sha256 hier eintragen>"),
    ("aarch64-unknown-linux-gnu", "<sha256 hier eintragen>"),
    ("x86_64-apple-darwin", "<sha256 hier eintragen>"),
    ("aarch64-apple-darwin", "<sha256 hier eintragen>"),
    ("x86_64-pc-windows-msvc", "<sha256 hier eintragen>"),
];

fn main() {
    println!("cargo:rerun-if-changed=vendor/");
    println!("cargo:rerun-if-env-changed=ZINNOBER_FROM_SOURCE");

    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let target = env::var("TARGET").unwrap();

    let want_prebuilt = cfg!(feature = "prebuilt")
        && env::var_os("DOCS_RS").is_none()
        && env::var("CARGO_NET_OFFLINE").map(|v| v != "true").unwrap_or(true)
        && env::var_os("ZINNOBER_FROM_SOURCE").is_none();

    if want_prebuilt {
        #[cfg(feature = "prebuilt")]
        {
            let dir = prebuilt::fetch(&target, &out);
            println!("cargo:rustc-link-search=native={}", dir.display());
            println!("cargo:rustc-link-lib=static=zinnober");
            return;
        }
    }

    cc::Build::new()
        .files(glob_c("vendor/src"))
        .include("vendor/include")
        .warnings(false)
        .compile("zinnober");
}

fn glob_c(dir: &str) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .expect("vendor/src fehlt")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().map(|x| x == "c").unwrap_or(false))
        .collect()
}

#[cfg(feature = "prebuilt")]
mod prebuilt {
    use super::{REPO, SHA256, VERSION};
    use sha2::{Digest, Sha256};
    use std::io::Read;
    use std::path::{Path, PathBuf};

    pub fn fetch(target: &str, out: &Path) -> PathBuf {
        let expected = SHA256
            .iter()
            .find(|(t, _)| *t == target)
            .map(|(_, h)| *h)
            .unwrap_or_else(|| panic!("kein vorkompiliertes Artefakt für {target}; ohne Feature `prebuilt` bauen"));

        let name = format!("libzinnober-{VERSION}-{target}.tar.gz");
        let url = format!("https://github.com/{REPO}/releases/download/v{VERSION}/{name}");
        let mut body = Vec::new();
        ureq::get(&url)
            .call()
            .unwrap_or_else(|e| panic!("Download fehlgeschlagen ({url}): {e}"))
            .into_reader()
            .take(64 * 1024 * 1024)
            .read_to_end(&mut body)
            .expect("Lesen fehlgeschlagen");

        let actual = format!("{:x}", Sha256::digest(&body));
        assert_eq!(actual, expected, "SHA-256 von {name} stimmt nicht – Abbruch");

        let dest = out.join("prebuilt");
        std::fs::create_dir_all(&dest).unwrap();
        tar::Archive::new(flate2::read::GzDecoder::new(&body[..]))
            .entries()
            .unwrap()
            .filter_map(Result::ok)
            .filter(|e| {
                let p = e.path().map(|p| p.into_owned()).unwrap_or_default();
                matches!(p.extension().and_then(|x| x.to_str()), Some("a") | Some("lib"))
            })
            .for_each(|mut e| {
                let file = e.path().unwrap().file_name().unwrap().to_owned();
                e.unpack(dest.join(file)).unwrap();
            });
        dest
    }
}
