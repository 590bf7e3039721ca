param([switch]$ChayThu)
# MayTinhGon – chỉ dọn bộ nhớ đệm có thể tạo lại
$muc = @(
  "$env:TEMP",
  "$env:LOCALAPPDATA\Microsoft\Windows\Explorer",          # thumbcache_*.db
  "$env:LOCALAPPDATA\Google\Chrome\User Data\Default\Cache",
  "$env:LOCALAPPDATA\Google\Chrome\User Data\Default\Code Cache",
  "$env:LOCALAPPDATA\Microsoft\Edge\User Data\Default\Cache",
  "C:\Windows\SoftwareDistribution\Download"
)
$bang = foreach ($m in $muc) {
  if (Test-Path $m) {
    $filter = if ($m -like '*Explorer') { 'thumbcache_*.db' } else { '*' }
    $files = Get-ChildItem -Path $m -Filter $filter -Recurse -File -ErrorAction SilentlyContinue
    [pscustomobject]@{ ThuMuc = $m; SoFile = $files.Count; MB = [math]::Round(($files | Measure-Object Length -Sum).Sum / 1MB, 1); Filter = $filter }
  }
}
$bang | Format-Table ThuMuc, SoFile, MB -AutoSize
$tong = ($bang | Measure-Object MB -Sum).Sum
Write-Host "Tổng có thể giải phóng: $tong MB"
if ($ChayThu) { Write-Host "(Chạy thử – không xoá gì)"; return }

$tl = Read-Host "Xoá các file trên? (Y/N)"
if ($tl -notin @('Y','y')) { Write-Host "Đã huỷ."; return }
foreach ($r in $bang) {
  Get-ChildItem -Path $r.ThuMuc -Filter $r.Filter -Recurse -File -ErrorAction SilentlyContinue |
    Remove-Item -Force -ErrorAction SilentlyContinue
}
Write-Host "Xong. File đang được sử dụng sẽ được bỏ qua."
