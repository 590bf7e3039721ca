{ config, pkgs, lib, ... }:

let
  # ---- filled in from the user's answers ----
  repository   = "sftp:backup@nas.local:/srv/restic/laptop";
  passwordFile = "${config.home.homeDirectory}/.config/restic/password";
  paths        = [ "${config.home.homeDirectory}/Documents" "${config.home.homeDirectory}/code" ];
  excludes     = [ "node_modules" "target" ".cache" "*.iso" ];
  schedule     = "*-*-* 02:30:00";
  keep         = { daily = 7; weekly = 4; monthly = 12; };
  # -------------------------------------------

  excludeFile = pkgs.writeText "restic-excludes" (lib.concatStringsSep "\n" excludes);
  restic = "${pkgs.restic}/bin/restic -r ${repository} --password-file ${passwordFile}";
in
{
  home.packages = [ pkgs.restic ];

  systemd.user.services.restic-backup = {
    Unit.Description = "restic backup of selected folders";
    Service = {
      Type = "oneshot";
      Nice = 10;
      IOSchedulingClass = "idle";
      ExecStart = pkgs.writeShellScript "restic-backup" ''
        set -euo pipefail
        ${restic} backup --exclude-file=${excludeFile} ${lib.escapeShellArgs paths}
        ${restic} forget --prune \
          --keep-daily ${toString keep.daily} \
          --keep-weekly ${toString keep.weekly} \
          --keep-monthly ${toString keep.monthly}
      '';
    };
  };

  systemd.user.timers.restic-backup = {
    Unit.Description = "scheduled restic backup";
    Timer = {
      OnCalendar = schedule;
      Persistent = true;
      RandomizedDelaySec = "10m";
    };
    Install.WantedBy = [ "timers.target" ];
  };
}
