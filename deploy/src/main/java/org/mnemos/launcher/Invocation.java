package org.mnemos.launcher;

/** What the command line asks for. Settings come from the environment, so the only arguments are questions. */
enum Invocation {
    START,
    HELP,
    VERSION;

    static Invocation of(String... args) throws LaunchException {
        String line = String.join(" ", args);
        return switch (line) {
            case "" -> START;
            case "--help", "-h" -> HELP;
            case "--version" -> VERSION;
            default ->
                throw new LaunchException("Unknown argument '" + line
                        + "': settings come from environment variables, see 'java -jar mnemos.jar --help'.");
        };
    }
}
