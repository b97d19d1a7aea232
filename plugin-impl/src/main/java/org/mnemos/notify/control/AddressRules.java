package org.mnemos.notify.control;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.ProblemException;

/**
 * What a list of mail addresses must be: one to {@value #MAX} plain addresses (local part, @, domain; no display
 * names, no groups), each at most 320 characters, checked by Jakarta Mail's strict RFC 822 parser. Addresses are
 * kept lower-cased and once each. A fault names the field and the position, never repeats the address.
 */
public final class AddressRules {

    public static final int MAX = 50;
    private static final int MAX_LENGTH = 320;

    private AddressRules() {}

    /** The addresses to store, or 422 INVALID_INPUT naming {@code field} or each bad {@code field/i}. */
    public static List<String> checked(String field, List<String> addresses, int atMost) {
        if (addresses == null || addresses.isEmpty() || addresses.size() > atMost) {
            throw ProblemException.invalidInput(
                    field, atMost == 1 ? "name exactly one address: your own" : "name 1 to " + atMost + " addresses");
        }
        List<Violation> faults = new ArrayList<>();
        Set<String> kept = new LinkedHashSet<>();
        for (int i = 0; i < addresses.size(); i++) {
            String address = addresses.get(i) == null ? "" : addresses.get(i).strip();
            if (!plain(address)) {
                faults.add(new Violation(field + "/" + i, "must be a plain mail address such as ana@example.com"));
            }
            kept.add(address.toLowerCase(Locale.ROOT));
        }
        if (!faults.isEmpty()) {
            throw ProblemException.invalidInput("Some addresses are not mail addresses.", faults);
        }
        return List.copyOf(kept);
    }

    private static boolean plain(String address) {
        if (address.isEmpty() || address.length() > MAX_LENGTH || !address.contains("@")) {
            return false;
        }
        try {
            InternetAddress parsed = new InternetAddress(address, true);
            return parsed.getPersonal() == null
                    && !parsed.isGroup()
                    && parsed.getAddress().equals(address);
        } catch (AddressException e) {
            return false;
        }
    }
}
