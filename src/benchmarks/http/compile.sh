# Sourced by the HTTP benchmarks' scripts (with $here, $root and the working directory $root): builds the product
# unless SKIP_PACKAGE=1, then compiles the benchmarks against this worktree's classes into $here/target/classes
# and sets $classpath. Never installed jars: other worktrees share the local repository.
mkdir -p "$here/target/classes"
if [[ "${SKIP_PACKAGE:-}" != 1 ]]; then
    mvn -q -DskipTests package
fi
# test-compile, not compile: deploy's test class path names plugin-impl's test jar, which the reactor finds in
# plugin-impl/target/test-classes only once that phase ran (otherwise it looks in ~/.m2, where it may be missing).
mvn -q -o -pl deploy -am -DskipTests test-compile dependency:build-classpath -Dmdep.outputFile="$here/target/classpath.txt"
dependencies=$(tr ':' '\n' < "$here/target/classpath.txt" | grep -v -e '/org/mnemos/' -e '/target/' | paste -sd:)
classpath="plugin-impl/target/classes:plugin-api/target/classes:$dependencies"
# A compile error stops the run: otherwise it would measure the classes of an earlier build.
javac -XDsuppressNotes --release 17 -d "$here/target/classes" -cp "$classpath" $(find "$here/src" -name '*.java')
