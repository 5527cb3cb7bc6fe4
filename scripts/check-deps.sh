#!/usr/bin/env bash
# Checks the workspace's dependency rules and names every file that breaks one:
#  1. an implementation target never imports another package's implementation target;
#  2. an Interface target depends on (and imports) nothing but ComponentService and system modules;
#  5. the product depends on no package outside the workspace (a package that is not part of it, such as the
#     benchmarks, says `// workspace-graph: outside-dependencies` in its manifest);
#  3. a package never spells another component's wire strings (name, commands, keys) in Swift code;
#  4. every target, tests included, imports only what its own manifest declares for it (a shared scratch
#     directory would let it import any module another package built): Tools/WorkspaceGraph checks this
#     against `swift package dump-package`;
#  6. no source of the product writes to standard output or standard error but the app's two doors, which
#     show text as data: StandardConsole (App/Sources/AppCore/Console.swift) and RawTerminal
#     (App/Sources/AppCore/Terminal/RawTerminal.swift), whose raw write only the interactive screen makes.
# What the manifests declare (rules 1, 2 and 5) is read by Tools/WorkspaceGraph from `swift package
# dump-package` too, as `make graph` draws it; what the sources import and spell, here.
# Usage: scripts/check-deps.sh [WORKSPACE]     (make check-deps)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/swift-code.sh"
root="${1:-$(dirname "$0")/..}"
cd "$root"

system_modules=" $(scripts/workspace-graph.sh system-modules | tr '\n' ' ') "
problems=0
report() { echo "check-deps: $*" >&2; problems=$((problems + 1)); }

# The modules each Swift file of the packages' sources imports, read once by workspace-graph as rule 4 reads
# them: comments and string literals left out, `;`, attributes and a declaration over several lines understood.
listing="$(find Packages/*/Sources -name '*.swift' | scripts/workspace-graph.sh imports)" ||
  { echo "check-deps: workspace-graph could not read the packages' imports" >&2; exit 2; }

# Component packages are those with an Interface target; their other targets are implementations.
component_packages=()
declare -A interface_of=()           # an implementation module: the Interface target of its package
declare -A package_of_implementation=() # an implementation module: its package
for interface in Packages/*/Sources/*Interface; do
  [ -d "$interface" ] || continue
  package_dir="${interface%/Sources/*}"
  component_packages+=("$package_dir")
  for target in "$package_dir"/Sources/*; do
    module="${target##*/}"
    [[ "$module" == *Interface ]] && continue
    interface_of[$module]="${interface##*/}"
    package_of_implementation[$module]="$package_dir"
  done
done

# Rules 1 and 2, in one pass over what each file imports, with no process per file: the count of files
# grows with the workspace.
#  1. Implementation targets import no other package's implementation.
#  2. Interface targets import ComponentService only (and system modules).
while IFS=$'\t' read -r file imported; do
  [ -n "$file" ] || continue
  package_dir="${file%%/Sources/*}"
  module="${file#"$package_dir"/Sources/}"
  module="${module%%/*}"
  if [[ "$module" == *Interface ]]; then
    if [[ "$imported" != "ComponentService" && "$system_modules" != *" $imported "* ]]; then
      report "$file: interface target $module imports $imported; interface targets may import only ComponentService"
    fi
  elif [ -n "${package_of_implementation[$imported]:-}" ] &&
    [ "${package_of_implementation[$imported]}" != "$package_dir" ]; then
    report "$file: target $module imports $imported, the implementation of another package; import ${interface_of[$imported]} and call it through the bus"
  fi
done <<<"$listing"

# Rule 3: no package spells another component's wire strings in its sources (tests pass strings as
# users do, and manifests name packages, so neither is checked). A component's name is never spelled;
# a command or key is flagged on a line that also names the component ("Store" or StoreDefine.), as in
# service.call(StoreDefine.name, "detail", ["id": 7]).
# One read of the Define files and one search of every package's sources, whatever the number of packages:
# the lines that spell any wire string, each then matched against the strings it spells.
owned="$( # package, component name, Define file, kind and wire string, tab-separated, one per line
  find Packages/*/Sources/*Interface -name '*Define.swift' 2>/dev/null | LC_ALL=C sort | perl -ne '
    chomp; my $file = $_; my ($package) = $file =~ m{^(Packages/[^/]+)/};
    open my $in, "<", $file or die "check-deps: cannot read $file\n"; local $/; my $text = <$in>; close $in;
    my ($define) = $file =~ m{([^/]+)\.swift$};
    if (!defined $name{$package} && $text =~ /\bstatic\s+let\s+name\s*=\s*"([^"]+)"/) {
      ($name{$package}, $define{$package}) = ($1, $define);
    }
    $wires{$package}{"key\t$1"} = 1 while $text =~ /ComponentKey<[^>]*>\(\s*"([^"]+)"/g;
    $wires{$package}{"command\t$1"} = 1 while $text =~ /ComponentCommand\.(?:sync|async)\(\s*"([^"]+)"/g;
    END {
      for my $package (sort keys %name) {
        print "$package\t$name{$package}\t$define{$package}\tname\t$name{$package}\n";
        print "$package\t$name{$package}\t$define{$package}\t$_\n" for sort keys %{$wires{$package} || {}};
      }
    }')"
declare -A named=() # the component packages whose Define file declares a name
while IFS=$'\t' read -r package_dir _; do [ -n "$package_dir" ] && named[$package_dir]=1; done <<<"$owned"
for package_dir in "${component_packages[@]}"; do
  [ -n "${named[$package_dir]:-}" ] || report "$package_dir: no Define file declares the component's name"
done
if [ -n "$owned" ]; then
  # In files, not the environment or the command line: each holds a line per wire string of every component,
  # more than one variable or argument may hold (128 KiB on Linux) in a workspace of hundreds of components.
  patterns="$(mktemp)"
  owners="$(mktemp)"
  trap 'rm -f "$patterns" "$owners"' EXIT
  printf '%s\n' "$owned" >"$owners"
  cut -f5 <<<"$owned" | LC_ALL=C sort -u | sed 's/.*/"&"/' >"$patterns"
  sources=()
  for package_dir in Packages/* App; do [ -d "$package_dir/Sources" ] && sources+=("$package_dir/Sources"); done
  while IFS= read -r violation; do
    [ -n "$violation" ] && report "$violation"
  done < <(
    code_lines_spelling "$patterns" "${sources[@]}" |
      OWNERS="$owners" perl -ne '
        BEGIN {
          open my $in, "<", $ENV{OWNERS} or die "check-deps: cannot read $ENV{OWNERS}\n";
          while (<$in>) {
            chomp;
            my ($package, $name, $define, $kind, $wire) = split /\t/;
            push @{$owners{$wire}}, [$package, $name, $define, $kind] if defined $wire;
          }
          close $in;
        }
        chomp; my ($file, $line, $text) = /^([^:]+):(\d+):(.*)$/ or next;
        my ($package) = $file =~ m{^((?:Packages/[^/]+)|App)/};
        # Every quoted run of the line, as a fixed-string search for "WIRE" finds it.
        my @quotes; push @quotes, $-[0] while $text =~ /"/g;
        my %seen;
        for my $i (0 .. $#quotes) {
          for my $j ($i + 1 .. $#quotes) {
            my $wire = substr($text, $quotes[$i] + 1, $quotes[$j] - $quotes[$i] - 1);
            next if $seen{$wire}++;
            for my $owner (@{$owners{$wire} || []}) {
              my ($owner_package, $name, $define, $kind) = @$owner;
              next if $owner_package eq $package;
              if ($kind eq "name") {
                print "$file:$line: spells \"$name\", the name of the $name component; use $define.name\n";
              } elsif (index($text, "$define.") >= 0 || index($text, "\"$name\"") >= 0) {
                print "$file:$line: spells \"$wire\", a $kind of $name; use $define\n";
              }
            }
          }
        }')
fi

# Rule 6: one path to the terminal. A writer counts in code, not in a string literal or after `//`, not inside
# a longer name (`blueprint(` is no `print(`), with or without spaces before its parenthesis; a descriptor write
# counts on 1 and 2 by number or by name, `write` bare or the C library's. A check of the text: a writer
# reached another way (a handle passed in, a function pointer) is not seen.
while IFS= read -r violation; do
  [ -n "$violation" ] && report "$violation"
done < <(
  find Packages/*/Sources App/Sources -name '*.swift' -not -path '*/.build*' | LC_ALL=C sort | perl -CSD -ne '
    BEGIN {
      my $standard = q{(?:STDOUT_FILENO|STDERR_FILENO|[12](?![\p{N}_]))};
      # Each writer by the name a report gives it, and the code that calls it.
      %pattern = (
        (map { ("$_(" => qr/\Q$_\E\s*\(/) }
          qw(print debugPrint dump fputs fwrite putchar puts printf vprintf fprintf vfprintf dprintf vdprintf)),
        "FileHandle.standardOutput" => qr/FileHandle\s*\.\s*standardOutput/,
        "FileHandle.standardError" => qr/FileHandle\s*\.\s*standardError/,
        "FileHandle(fileDescriptor: 1 or 2)" => qr/FileHandle\s*\(\s*fileDescriptor\s*:\s*$standard/,
        "write(1 or 2, ...)" => qr/(?<!\.)(?:(?:Glibc|Darwin|Musl|Foundation)\s*\.\s*)?write\s*\(\s*$standard\s*,/,
        "OutputDescriptor.writeAll(" => qr/OutputDescriptor\s*\.\s*writeAll\s*\(/,
        "RawTerminal.write(" => qr/RawTerminal\s*\.\s*write\s*\(/,
      );
      $pattern{$_} = qr/(?<![\p{L}\p{N}_])$pattern{$_}/ for keys %pattern;
      %doors = ("App/Sources/AppCore/Console.swift" => "OutputDescriptor.writeAll(",
        "App/Sources/AppCore/Terminal/RawTerminal.swift" => "OutputDescriptor.writeAll(");
      $raw = "RawTerminal.write(";
      $screen = "App/Sources/AppCore/Page/InteractiveScreen.swift";
    }
    # The code of `line`, read from its start: its string literals left empty (raw and multi-line ones too,
    # `$open` saying which one runs on to the next line), and nothing after `//`; spaces around a dot are
    # dropped, so that `x . write(` reads as `x.write(`.
    sub code_of {
      my ($line) = @_;
      my $code = "";
      pos($line) = 0;
      while (pos($line) < length $line) {
        if ($open ne "") {
          my $raw = $open =~ /#/;
          last unless $raw ? $line =~ /\G.*?\Q$open\E/gc : $line =~ /\G(?:[^\\]|\\.)*?\Q$open\E/gc;
          $open = "";
          $code .= "\"\"";
        } elsif ($line =~ /\G\/\//gc) {
          last;
        } elsif ($line =~ /\G(#*)"""/gc) {
          $open = "\"\"\"$1";
        } elsif ($line =~ /\G(#+)"/gc) {
          my $close = "\"$1";
          last unless $line =~ /\G.*?\Q$close\E/gc;
          $code .= "\"\"";
        } elsif ($line =~ /\G"(?:[^"\\]|\\.)*"/gc) {
          $code .= "\"\"";
        } elsif ($line =~ /\G"/gc) {
          last;
        } else {
          $line =~ /\G(.)/gcs;
          $code .= $1;
        }
      }
      $code =~ s/\s*\.\s*/./g;
      return $code;
    }
    chomp; my $file = $_;
    open my $in, "<", $file or die "check-deps: cannot read $file\n";
    my @lines = <$in>;
    close $in;
    # Most files name no writer at all: they are not read line by line.
    my $text = join "", @lines;
    my @named = grep { $text =~ $pattern{$_} } sort keys %pattern or next;
    $open = "";  # the closing delimiter of a multi-line string literal still open, such as """ or """#
    for my $number (1 .. @lines) {
      my $code = code_of($lines[$number - 1]);
      for my $writer (@named) {
        next unless $code =~ $pattern{$writer};
        next if $writer eq $raw ? $file eq $screen : ($doors{$file} // "") eq $writer;
        my $door = $writer eq $raw ? "only $screen writes to the terminal raw"
          : "write through StandardConsole, which shows text as data";
        print "$file:$number: calls $writer; $door\n";
      }
    }')

# Rule 4: every import is declared in the importing target's manifest.
if ! scripts/workspace-graph.sh check-imports; then
  problems=$((problems + 1))
fi

# Rules 1, 2 and 5 in what the manifests declare: one problem per violation, and whatever else the tool
# said (a manifest it could not read) as one more; a failure that says nothing is a problem too.
rules_status=0
rules_report="$(scripts/workspace-graph.sh rules 2>&1 >/dev/null)" || rules_status=$?
if [ "$rules_status" -ne 0 ]; then
  other=""
  while IFS= read -r line; do
    if [[ "$line" =~ ^[^[:space:]]+/Package\.swift:\ (target|the\ package) ]]; then
      report "$line"
    elif [ -n "$line" ]; then
      other+="$line"$'\n'
    fi
  done <<<"$rules_report"
  [ -n "$other" ] && report "workspace-graph rules failed (exit $rules_status):"$'\n'"${other%$'\n'}"
  [ -n "$rules_report" ] || report "workspace-graph rules failed (exit $rules_status) and said nothing"
fi

if [ "$problems" -gt 0 ]; then
  echo "check-deps: $problems problem(s)" >&2
  exit 1
fi
echo "check-deps: ${#component_packages[@]} component packages follow the dependency rules"
