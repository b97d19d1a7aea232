package org.mnemos.benchmarks;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * Peak heap of one phase, two ways. <em>Occupancy</em>: after a System.gc() the peak of every heap
 * pool is reset, and at the end the per-pool peaks are summed; this counts garbage not yet
 * collected and is an upper bound (pools peak at different moments). <em>Live</em>: the largest
 * heap in use right after any garbage collection during the phase (from GC notifications), i.e.
 * what the phase really needed to keep. Both include the benchmark's own copy of the vectors.
 */
final class HeapPeak {

    private static final long MB = 1024 * 1024;
    private static final AtomicLong LIVE = new AtomicLong();
    private static final Set<String> HEAP_POOLS = heapPools().stream().map(MemoryPoolMXBean::getName)
            .collect(Collectors.toSet());

    static {
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            ((NotificationEmitter) collector).addNotificationListener((notification, handback) -> {
                if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
                    recordAfterGc(GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData()));
                }
            }, null, null);
        }
    }

    private HeapPeak() {
    }

    static void start() {
        System.gc();
        heapPools().forEach(MemoryPoolMXBean::resetPeakUsage);
        LIVE.set(usedMb());
    }

    /** Peak heap of a phase in MB: live (after collections) and occupancy (garbage included). */
    record Heap(long liveMb, long occupancyMb) {

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "%,d / %,d", liveMb, occupancyMb);
        }
    }

    /** Ends the phase started by {@link #start()}. */
    static Heap end() {
        long occupancy = peakMb();
        return new Heap(liveMb(), occupancy);
    }

    private static long peakMb() {
        return heapPools().stream().mapToLong(pool -> pool.getPeakUsage().getUsed()).sum() / MB;
    }

    private static long liveMb() {
        System.gc(); // what the phase still holds at its end counts too
        return Math.max(LIVE.get(), usedMb());
    }

    private static void recordAfterGc(GarbageCollectionNotificationInfo info) {
        long used = info.getGcInfo().getMemoryUsageAfterGc().entrySet().stream()
                .filter(pool -> HEAP_POOLS.contains(pool.getKey()))
                .mapToLong(pool -> pool.getValue().getUsed()).sum() / MB;
        LIVE.accumulateAndGet(used, Math::max);
    }

    private static long usedMb() {
        return heapPools().stream().mapToLong(pool -> pool.getUsage().getUsed()).sum() / MB;
    }

    private static List<MemoryPoolMXBean> heapPools() {
        return ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == MemoryType.HEAP)
                .toList();
    }
}
