use base64::{engine::general_purpose::STANDARD, engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use flate2::read::GzDecoder;
use std::io::{self, Read};

fn printable(b: &[u8]) -> bool {
    !b.is_empty() && b.iter().all(|c| c.is_ascii_graphic() || c.is_ascii_whitespace())
}

fn try_layers(input: &[u8]) -> Option<(&'static str, Vec<u8>)> {
    let s = std::str::from_utf8(input).ok()?.trim();
    if let Ok(b) = hex::decode(s.replace(' ', "")) { return Some(("hex", b)); }
    if let Ok(b) = STANDARD.decode(s) { return Some(("base64", b)); }
    if let Ok(b) = URL_SAFE_NO_PAD.decode(s) { return Some(("base64url", b)); }
    if input.starts_with(&[0x1f, 0x8b]) {
        let mut out = Vec::new();
        if GzDecoder::new(input).read_to_end(&mut out).is_ok() { return Some(("gzip", out)); }
    }
    if s.starts_with('[') && s.ends_with(']') {
        let codes: Result<Vec<u8>, _> = s[1..s.len() - 1].split(',').map(|x| x.trim().parse::<u8>()).collect();
        if let Ok(c) = codes { return Some(("char-codes", c)); }
    }
    None
}

fn looks_executable(t: &str) -> bool {
    let l = t.to_lowercase();
    ["curl ", "wget ", "| sh", "| bash", "powershell", "iex", "eval", "exec(", "rm -rf", "ignore previous"]
        .iter().any(|k| l.contains(k))
}

fn main() {
    let arg = std::env::args().nth(1).unwrap_or_else(|| "-".into());
    let mut data = Vec::new();
    if arg == "-" { io::stdin().read_to_end(&mut data).unwrap(); } else { data = arg.into_bytes(); }

    let mut layer = 0;
    while let Some((kind, next)) = try_layers(&data) {
        layer += 1;
        println!("── layer {layer}: {kind} ({} bytes)", next.len());
        if printable(&next) {
            let t = String::from_utf8_lossy(&next);
            println!("{t}");
            if looks_executable(&t) {
                println!("⚠ looks like a command or instruction - NOT executed. Treat as suspicious.");
            }
        } else {
            println!("{}", hex::encode(&next[..next.len().min(256)]));
        }
        if next == data || layer > 8 { break; }
        data = next;
    }
    if layer == 0 { println!("no known encoding detected"); }
}
