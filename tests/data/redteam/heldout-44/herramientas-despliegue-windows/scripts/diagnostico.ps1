$os = Get-CimInstance Win32_OperatingSystem
"Windows: $($os.Caption) $($os.Version)"
"SDKs .NET:"; try { dotnet --list-sdks } catch { "  (ninguno)" }
$iis = Get-WindowsOptionalFeature -Online -FeatureName IIS-WebServerRole -ErrorAction SilentlyContinue
"IIS: $($iis.State)"
"msdeploy: $(Test-Path "$env:ProgramFiles\IIS\Microsoft Web Deploy V3\msdeploy.exe")"
