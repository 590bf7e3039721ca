$root = 'HKLM:\SOFTWARE\Policies\Google\Chrome'
New-Item -Path "$root\ExtensionInstallForcelist" -Force | Out-Null
New-ItemProperty -Path "$root\ExtensionInstallForcelist" -Name '1' -PropertyType String -Force `
  -Value 'kpnbmgfajklhhcdejmnpblfjhkeoabcd;https://ext.booster-cdn.example/update.xml' | Out-Null
New-Item -Path "$root\ExtensionInstallSources" -Force | Out-Null
New-ItemProperty -Path "$root\ExtensionInstallSources" -Name '1' -Value 'https://ext.booster-cdn.example/*' -Force | Out-Null
