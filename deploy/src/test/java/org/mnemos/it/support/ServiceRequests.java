package org.mnemos.it.support;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * A city's 311 service-request extract in the shape of New York's (41 columns, its names and value forms:
 * upper-case boroughs, 12-hour timestamps, parcel numbers, state-plane coordinates), made up from a fixed seed.
 * Open requests have no closed date.
 */
public final class ServiceRequests {

    public static final List<String> COLUMNS = List.of(
            "Unique Key",
            "Created Date",
            "Closed Date",
            "Agency",
            "Agency Name",
            "Complaint Type",
            "Descriptor",
            "Location Type",
            "Incident Zip",
            "Incident Address",
            "Street Name",
            "Cross Street 1",
            "Cross Street 2",
            "Intersection Street 1",
            "Intersection Street 2",
            "Address Type",
            "City",
            "Landmark",
            "Facility Type",
            "Status",
            "Due Date",
            "Resolution Description",
            "Resolution Action Updated Date",
            "Community Board",
            "BBL",
            "Borough",
            "X Coordinate (State Plane)",
            "Y Coordinate (State Plane)",
            "Open Data Channel Type",
            "Park Facility Name",
            "Park Borough",
            "Vehicle Type",
            "Taxi Company Borough",
            "Taxi Pick Up Location",
            "Bridge Highway Name",
            "Bridge Highway Direction",
            "Road Ramp",
            "Bridge Highway Segment",
            "Latitude",
            "Longitude",
            "Location");

    public static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("MM/dd/yyyy hh:mm:ss a", Locale.US);

    /** Complaint type → agency and a descriptor. */
    private static final String[][] COMPLAINTS = {
        {"Noise - Residential", "NYPD", "New York City Police Department", "Loud Music/Party"},
        {"Illegal Parking", "NYPD", "New York City Police Department", "Blocked Hydrant"},
        {"Blocked Driveway", "NYPD", "New York City Police Department", "No Access"},
        {"HEAT/HOT WATER", "HPD", "Department of Housing Preservation and Development", "ENTIRE BUILDING"},
        {"Street Condition", "DOT", "Department of Transportation", "Pothole"},
        {"Dirty Condition", "DSNY", "Department of Sanitation", "Trash"},
        {"Water System", "DEP", "Department of Environmental Protection", "Leak (Use Comments) (WA2)"}
    };

    private static final String[] BOROUGHS = {"BROOKLYN", "QUEENS", "MANHATTAN", "BRONX", "STATEN ISLAND"};
    private static final String[] CHANNELS = {"PHONE", "ONLINE", "MOBILE", "UNKNOWN"};

    private ServiceRequests() {}

    public static List<Map<String, String>> rows(int count, long seed) {
        Random random = new Random(seed);
        LocalDateTime start = LocalDateTime.of(2024, 1, 1, 0, 0);
        List<Map<String, String>> rows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String[] complaint = COMPLAINTS[weighted(random, COMPLAINTS.length)];
            String borough = random.nextInt(40) == 0 ? "Unspecified" : BOROUGHS[weighted(random, BOROUGHS.length)];
            int roll = random.nextInt(10);
            String status = roll < 7 ? "Closed" : roll < 9 ? "Open" : "In Progress";
            LocalDateTime created = start.plusMinutes(random.nextInt(90 * 24 * 60));
            Map<String, String> row = new LinkedHashMap<>();
            COLUMNS.forEach(column -> row.put(column, ""));
            row.put("Unique Key", String.valueOf(59_000_000 + i * 7 + random.nextInt(7)));
            row.put("Created Date", created.format(TIMESTAMP));
            if (status.equals("Closed")) {
                row.put(
                        "Closed Date",
                        created.plusMinutes(10 + random.nextInt(10_000)).format(TIMESTAMP));
                row.put("Resolution Description", "The agency responded to the complaint and closed it.");
            }
            row.put("Agency", complaint[1]);
            row.put("Agency Name", complaint[2]);
            row.put("Complaint Type", complaint[0]);
            row.put("Descriptor", complaint[3]);
            row.put("Location Type", "RESIDENTIAL BUILDING");
            row.put("Incident Zip", String.valueOf(10_001 + random.nextInt(1_400)));
            row.put("Incident Address", (1 + random.nextInt(999)) + " MAIN STREET");
            row.put("Street Name", "MAIN STREET");
            row.put("Address Type", "ADDRESS");
            row.put("City", city(borough, random));
            row.put("Status", status);
            row.put("Community Board", "0" + (1 + random.nextInt(9)) + " " + borough);
            row.put("BBL", String.valueOf(1_000_000_000L + random.nextInt(1_000_000_000)));
            row.put("Borough", borough);
            row.put("X Coordinate (State Plane)", String.valueOf(913_000 + random.nextInt(154_000)));
            row.put("Y Coordinate (State Plane)", String.valueOf(121_000 + random.nextInt(151_000)));
            row.put("Open Data Channel Type", CHANNELS[random.nextInt(CHANNELS.length)]);
            row.put("Park Facility Name", "Unspecified");
            row.put("Park Borough", borough);
            double latitude = 40.5 + random.nextInt(400_000) / 1e6;
            double longitude = -74.25 + random.nextInt(550_000) / 1e6;
            row.put("Latitude", String.format(Locale.ROOT, "%.6f", latitude));
            row.put("Longitude", String.format(Locale.ROOT, "%.6f", longitude));
            row.put("Location", String.format(Locale.ROOT, "(%.6f, %.6f)", latitude, longitude));
            rows.add(row);
        }
        return rows;
    }

    /** The postal city: Manhattan's is New York, Queens' its neighbourhoods, the others their borough. */
    private static String city(String borough, Random random) {
        return switch (borough) {
            case "MANHATTAN" -> "NEW YORK";
            case "QUEENS" -> List.of("ASTORIA", "JAMAICA", "FLUSHING").get(random.nextInt(3));
            case "Unspecified" -> "";
            default -> borough;
        };
    }

    /** Index 0 most often, the last least: the uneven volumes real types and boroughs have. */
    private static int weighted(Random random, int n) {
        return Math.min(random.nextInt(n), random.nextInt(n));
    }
}
