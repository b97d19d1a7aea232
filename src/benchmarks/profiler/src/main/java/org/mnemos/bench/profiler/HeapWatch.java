package org.mnemos.bench.profiler;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.GcInfo;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * Heap figures of this JVM, from GC notifications and the memory pools:
 * <ul>
 * <li>peak heap: the most heap in use just before a collection (or at the end), summed over the
 * heap pools at the same instant: the real high-water mark at the moments the heap is fullest;</li>
 * <li>max after GC: the most heap still in use right after a collection (retained state plus
 * old-generation garbage that young collections do not reclaim);</li>
 * <li>pool peak sum: the sum of each heap pool's own peak, an upper bound (pools peak at
 * different moments, so it can exceed -Xmx);</li>
 * <li>peak RSS: the process's resident high-water mark (VmHWM), native memory included.</li>
 * </ul>
 * Each GC figure is also split at a phase mark (for the profiler: end of the scan).
 */
final class HeapWatch {

    private record Collection(long startUptime, long before, long after) {
    }

    private final Set<String> heapPools;
    private final List<Collection> collections = new CopyOnWriteArrayList<>();

    HeapWatch() {
        heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == MemoryType.HEAP)
                .map(MemoryPoolMXBean::getName)
                .collect(Collectors.toSet());
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            ((NotificationEmitter) gc).addNotificationListener((notification, handback) -> {
                if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
                    GcInfo info = GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData()).getGcInfo();
                    collections.add(new Collection(info.getStartTime(), heap(info.getMemoryUsageBeforeGc()),
                            heap(info.getMemoryUsageAfterGc())));
                }
            }, null, null);
        }
    }

    /** Milliseconds since JVM start, the clock of GC start times: pass it to {@link #report(long)} as a phase mark. */
    static long uptime() {
        return ManagementFactory.getRuntimeMXBean().getUptime();
    }

    /** The figures so far; waits briefly so that pending GC notifications arrive. */
    Map<String, Object> report(long phaseMark) {
        try {
            Thread.sleep(300);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long poolPeakSum = 0;
        long current = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                poolPeakSum += pool.getPeakUsage().getUsed();
                current += pool.getUsage().getUsed();
            }
        }
        long gcMillis = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionTime).sum();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("peakHeapBytes", Math.max(current, max(true, Long.MIN_VALUE, Long.MAX_VALUE)));
        out.put("maxHeapAfterGcBytes", max(false, Long.MIN_VALUE, Long.MAX_VALUE));
        out.put("scanPeakHeapBytes", max(true, Long.MIN_VALUE, phaseMark));
        out.put("scanMaxHeapAfterGcBytes", max(false, Long.MIN_VALUE, phaseMark));
        out.put("buildPeakHeapBytes", max(true, phaseMark, Long.MAX_VALUE));
        out.put("buildMaxHeapAfterGcBytes", max(false, phaseMark, Long.MAX_VALUE));
        out.put("poolPeakSumBytes", poolPeakSum);
        out.put("maxHeapBytes", Runtime.getRuntime().maxMemory());
        out.put("gcCount", collections.size());
        out.put("gcMillis", gcMillis);
        out.put("gc", ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).collect(Collectors.joining(", ")));
        out.put("peakRssBytes", peakRss());
        return out;
    }

    /** Heap in use after a full collection, with whatever the caller still holds reachable. */
    static long liveAfterFullGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private long max(boolean before, long from, long to) {
        return collections.stream().filter(c -> c.startUptime() >= from && c.startUptime() < to)
                .mapToLong(c -> before ? c.before() : c.after()).max().orElse(0);
    }

    private long heap(Map<String, MemoryUsage> pools) {
        long used = 0;
        for (Map.Entry<String, MemoryUsage> pool : pools.entrySet()) {
            if (heapPools.contains(pool.getKey())) {
                used += pool.getValue().getUsed();
            }
        }
        return used;
    }

    /** VmHWM of /proc/self/status: the process's peak resident set (Java heap, metaspace, native). */
    static long peakRss() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: leave it out
        }
        return -1;
    }
}
