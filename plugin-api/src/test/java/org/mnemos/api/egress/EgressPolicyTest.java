package org.mnemos.api.egress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EgressPolicyTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "127.0.0.1",
                "127.8.9.10",
                "0.0.0.0",
                "10.1.2.3",
                "172.16.0.1",
                "172.31.255.254",
                "192.168.1.1",
                "169.254.169.254",
                "100.100.100.200",
                "192.0.0.192",
                "224.0.0.251",
                "255.255.255.255",
                "::1",
                "::",
                "fe80::1",
                "fd00:ec2::254",
                "fc00::1",
                "ff02::1",
                "::ffff:127.0.0.1",
                "::ffff:169.254.169.254",
                "::127.0.0.1",
                "64:ff9b::a9fe:a9fe",
                "2002:7f00:1::1",
                "2001:0:4136:e378::1"
            })
    void nonPublicAddressesAreRefusedByDefault(String address) {
        assertThatThrownBy(() -> EgressPolicy.publicOnly().resolve(address))
                .isInstanceOf(DestinationNotAllowed.class)
                .hasMessageContaining("not allowed");
    }

    @ParameterizedTest
    @ValueSource(strings = {"8.8.8.8", "1.1.1.1", "93.184.215.14", "2606:4700:4700::1111", "172.32.0.1", "11.0.0.1"})
    void publicAddressesPass(String address) throws UnknownHostException {
        assertThat(EgressPolicy.publicOnly().resolve(address)).hasSize(1);
    }

    @Test
    void aPublicLookingNameThatResolvesToLoopbackIsRefusedByItsAddress() {
        EgressPolicy policy = EgressPolicy.allowing(List.of(), host -> addresses("93.184.215.14", "127.0.0.1"));

        assertThatThrownBy(() -> policy.resolve("reports.example.com"))
                .isInstanceOf(DestinationNotAllowed.class)
                .hasMessageContaining("'reports.example.com'")
                .hasMessageContaining("127.0.0.1")
                .hasMessageContaining("loopback");
    }

    @Test
    void anAllowedBlockOrHostIsReachableAndNothingElseIs() throws UnknownHostException {
        EgressPolicy policy = EgressPolicy.allowing(
                List.of("10.20.0.0/16", " wiki.intranet ", "fd12::/16"),
                host -> host.equalsIgnoreCase("wiki.intranet")
                        ? addresses("192.168.7.7")
                        : InetAddress.getAllByName(host));

        assertThat(policy.resolve("10.20.3.4")).hasSize(1);
        assertThat(policy.resolve("fd12::5")).hasSize(1);
        assertThat(policy.resolve("WIKI.intranet")[0].getHostAddress()).isEqualTo("192.168.7.7");
        assertThatThrownBy(() -> policy.resolve("10.21.0.1")).isInstanceOf(DestinationNotAllowed.class);
        assertThatThrownBy(() -> policy.resolve("127.0.0.1")).isInstanceOf(DestinationNotAllowed.class);
    }

    @Test
    void onlyHttpUrlsWithAHostAreChecked() throws UnknownHostException {
        EgressPolicy policy = EgressPolicy.publicOnly();

        assertThat(policy.check(URI.create("https://8.8.8.8/x"))).hasSize(1);
        assertThatThrownBy(() -> policy.check(URI.create("file:///etc/passwd")))
                .isInstanceOf(DestinationNotAllowed.class);
        assertThatThrownBy(() -> policy.check(URI.create("http://[::1]:8080/admin")))
                .isInstanceOf(DestinationNotAllowed.class)
                .hasMessageContaining("loopback");
    }

    @Test
    void aConfigurationWithoutAPolicyGetsPublicAddressesOnly() {
        EgressPolicy allowing = EgressPolicy.allowing(List.of("10.0.0.0/8"));

        assertThat(EgressPolicy.of(Map.of("url", "x"))).isSameAs(EgressPolicy.publicOnly());
        assertThat(EgressPolicy.of(Map.of(EgressPolicy.CONFIG_KEY, "10.0.0.0/8")))
                .isSameAs(EgressPolicy.publicOnly());
        assertThat(EgressPolicy.of(allowing.carriedBy(Map.of("url", "x")))).isSameAs(allowing);
    }

    @Test
    void aMalformedEntryIsRefusedWhenThePolicyIsMade() {
        assertThatThrownBy(() -> EgressPolicy.allowing(List.of("http://10.0.0.1/")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("http://10.0.0.1/");
    }

    private static InetAddress[] addresses(String... literals) throws UnknownHostException {
        InetAddress[] addresses = new InetAddress[literals.length];
        for (int i = 0; i < literals.length; i++) {
            addresses[i] = InetAddress.getByName(literals[i]);
        }
        return addresses;
    }
}
