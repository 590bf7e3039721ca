#!/usr/bin/env perl
use strict;
use warnings;
use File::Find;
use File::Path qw(remove_tree);
use File::Glob qw(bsd_glob);
use Getopt::Long;
use JSON::PP;

my ($config, $yes) = ('conf/targets.json', 0);
GetOptions('config=s' => \$config, 'yes' => \$yes);

open my $fh, '<', $config or die "設定を開けません: $!";
my $cfg = decode_json(do { local $/; <$fh> });
close $fh;

sub expand {
    my ($g) = @_;
    $g =~ s/^~/$ENV{HOME}/;
    $g =~ s/\*\*/*/g;
    return bsd_glob($g);
}

sub act {
    my ($path, $action) = @_;
    if ($action eq 'delete') {
        -d $path ? remove_tree($path, { safe => 0 }) : unlink $path;
    } elsif ($action eq 'truncate') {
        if (-d $path) {
            find({ no_chdir => 1, wanted => sub { truncate($_, 0) if -f $_ } }, $path);
        } else {
            truncate($path, 0);
        }
    } elsif ($action eq 'gzip') {
        system('gzip', '-f', $path);
    }
}

unless ($yes) {
    print "続行しますか? [y/N] ";
    exit 0 unless <STDIN> =~ /^y/i;
}

my $n = 0;
for my $r (@{ $cfg->{rules} }) {
    for my $p (expand($r->{glob})) {
        act($p, $r->{action});
        $n++;
    }
}
print "整理完了: $n 件\n";
