package org.mnemos.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;

/**
 * The local token issuer of the embedded default: an RSA key pair generated at first start and kept
 * in the data directory. The application verifies tokens with the public key through MicroProfile JWT
 * and signs dev tokens with the private one. Off as soon as a real issuer is configured.
 */
final class DevIssuer {

    static final String ISSUER = "mnemos-dev";

    private DevIssuer() {}

    /** Dev mode: embedded database, no real issuer configured, and not switched off explicitly. */
    static boolean applies(LauncherConfig config, Map<String, String> env) {
        boolean realIssuer = env.containsKey("MP_JWT_VERIFY_PUBLICKEY")
                || env.containsKey("MP_JWT_VERIFY_PUBLICKEY_LOCATION")
                || System.getProperty("mp.jwt.verify.publickey.location") != null;
        return config.externalDatabase().isEmpty()
                && !realIssuer
                && !"false".equalsIgnoreCase(env.get("MNEMOS_DEV_MODE"));
    }

    /**
     * The issuer makes whoever asks an administrator of any tenant, so it keeps to a server that only this machine
     * reaches. Beside another bind it needs {@code MNEMOS_DEV_MODE_FORCE=true}, and then the returned warning is
     * printed; the application still answers only loopback callers ({@code DevJwtResource}).
     */
    static Optional<String> exposureWarning(LauncherConfig config) throws LaunchException {
        if (config.bind().isLoopbackAddress()) {
            return Optional.empty();
        }
        String bind = "MNEMOS_BIND=" + config.bind().getHostAddress();
        if (!config.devModeForced()) {
            throw new LaunchException(bind + " lets other machines reach the local token issuer, which makes whoever "
                    + "asks an administrator of every tenant: configure your issuer (MP_JWT_VERIFY_ISSUER and "
                    + "MP_JWT_VERIFY_PUBLICKEY_LOCATION), set MNEMOS_DEV_MODE=false, or set MNEMOS_DEV_MODE_FORCE=true "
                    + "to run it anyway.");
        }
        return Optional.of("Warning: the local token issuer is on with " + bind + " (MNEMOS_DEV_MODE_FORCE=true); "
                + "it gives administrator tokens of any tenant to every caller on this machine.");
    }

    /** Creates the key pair when missing and publishes the settings the application reads. */
    static void install(Path dataDir) throws LaunchException {
        Path dir = dataDir.resolve("dev-issuer");
        Path privateKey = dir.resolve("private.pem");
        Path publicKey = dir.resolve("public.pem");
        try {
            if (!Files.exists(privateKey) || !Files.exists(publicKey)) {
                Files.createDirectories(dir);
                KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
                generator.initialize(2048);
                KeyPair pair = generator.generateKeyPair();
                Files.writeString(publicKey, pem("PUBLIC KEY", pair.getPublic().getEncoded()));
                Files.writeString(
                        privateKey, pem("PRIVATE KEY", pair.getPrivate().getEncoded()));
                ownerOnly(privateKey);
            }
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new LaunchException(
                    "Cannot create the local token issuer's keys in " + dir + ": " + e.getMessage(), e);
        }
        System.setProperty("mnemos.dev-mode", "true");
        System.setProperty("mnemos.dev.private-key.location", privateKey.toString());
        System.setProperty("mp.jwt.verify.publickey.location", publicKey.toUri().toString());
        System.setProperty("mp.jwt.verify.issuer", ISSUER);
    }

    private static String pem(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n"
                + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der) + "\n-----END " + type + "-----\n";
    }

    private static void ownerOnly(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system: the data directory's own permissions protect it.
        }
    }
}
