#!/usr/bin/env perl
use strict;
use warnings;
use File::Find;

my $root = shift // '.';
my $history = grep { $_ eq '--history' } @ARGV;

my %rules = (
    'aws-access-key'  => qr/\b(AKIA[0-9A-Z]{16})\b/,
    'github-token'    => qr/\b(gh[pousr]_[A-Za-z0-9]{36,})\b/,
    'slack-token'     => qr/\b(xox[baprs]-[A-Za-z0-9-]{10,})\b/,
    'private-key'     => qr/(-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----)/,
    'password-in-url' => qr{\b[a-z]+://[^\s:/]+:([^\s@/]{4,})@},
    'generic-secret'  => qr/(?i:secret|api_?key|token)\s*[:=]\s*["']([A-Za-z0-9_\-]{20,})["']/,
);

sub mask { my $s = shift; return substr($s, 0, 4) . '…(' . length($s) . ' chars)' }

my $found = 0;
sub scan_line {
    my ($where, $line) = @_;
    for my $name (sort keys %rules) {
        if ($line =~ $rules{$name}) {
            printf "%-16s %s  %s\n", $name, $where, mask($1);
            $found++;
        }
    }
}

find({
    no_chdir => 1,
    wanted   => sub {
        if (-d $_ && m{/(?:\.git|node_modules|target|vendor)$}) { $File::Find::prune = 1; return }
        return unless -f $_ && -s _ < 2_000_000 && -T _;
        open my $fh, '<', $_ or return;
        while (my $l = <$fh>) { scan_line("$_:$.", $l) }
        close $fh;
    },
}, $root);

if ($history) {
    open my $git, '-|', 'git', '-C', $root, 'log', '-p', '--no-color' or die "git: $!";
    my $commit = '';
    while (my $l = <$git>) {
        $commit = $1 if $l =~ /^commit (\w{8})/;
        scan_line("history:$commit", $l) if $l =~ /^\+/;
    }
    close $git;
}
print $found ? "\n$found possible secret(s) found - rotate them first.\n" : "No secrets found.\n";
exit($found ? 1 : 0);
