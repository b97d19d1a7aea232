package org.mnemos.connector.mcp;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;

/**
 * Notices a STDIO server that dies during a call. The SDK's STDIO transport does not fail a
 * pending request when the server's output ends, so the caller would wait for the whole
 * request timeout; this races the call against the exit of the processes started since the
 * watch began (the server). Taken before the client starts, it sees no new process for HTTP.
 */
final class ServerWatch {

    private static final ExecutorService CALLS = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "mnemos-mcp-call");
        thread.setDaemon(true);
        return thread;
    });

    private final Set<Long> before = children().map(ProcessHandle::pid).collect(Collectors.toSet());

    /** The call's result, or {@code SOURCE_UNREACHABLE} as soon as the server process exits first. */
    <T> T call(Supplier<T> request, String server) {
        List<CompletableFuture<ProcessHandle>> exits = children()
                .filter(p -> !before.contains(p.pid()))
                .map(ProcessHandle::onExit)
                .toList();
        if (exits.isEmpty()) {
            return request.get();
        }
        CompletableFuture<T> result = CompletableFuture.supplyAsync(request, CALLS);
        try {
            CompletableFuture.anyOf(
                            Stream.concat(Stream.of(result), exits.stream()).toArray(CompletableFuture[]::new))
                    .join();
        } catch (CompletionException e) {
            throw unwrap(e);
        }
        if (!result.isDone()) {
            throw new ConnectorException(
                    FailureCode.SOURCE_UNREACHABLE, "The MCP server " + server + " stopped during the call.");
        }
        try {
            return result.join();
        } catch (CompletionException e) {
            throw unwrap(e);
        }
    }

    private static Stream<ProcessHandle> children() {
        return ProcessHandle.current().children();
    }

    private static RuntimeException unwrap(CompletionException e) {
        return e.getCause() instanceof RuntimeException cause ? cause : e;
    }
}
