//! Where the server may connect to: one policy for the runner's HTTP checks and for team-chat
//! webhooks, so neither can be pointed at the server's own network by whoever may create an
//! environment or connect a chat.
//!
//! Unless the operator allows private targets, every special-purpose address is refused
//! (loopback, private, link-local, shared, documentation, benchmarking, reserved, multicast,
//! IPv4 in every IPv6 form: mapped, compatible, NAT64, 6to4) and so are this machine's own
//! interface addresses. Cloud metadata endpoints are refused even then, unless the operator
//! allowed private targets explicitly. The check applies to the addresses a host resolves
//! to, and connections go only to addresses that passed it ([`TargetPolicy::resolver`]), so a
//! DNS answer cannot change between the check and the connection. URLs' hosts are parsed the
//! way clients do, so `2130706433`, `0x7f000001` and `[::ffff:127.0.0.1]` are 127.0.0.1.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use reqwest::Url;

/// Limit of resolving a host.
const LOOKUP_TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Debug, Clone)]
pub struct TargetPolicy {
    allow_private: bool,
    allow_metadata: bool,
    /// This machine's interface addresses, read at start.
    own: Vec<IpAddr>,
    /// The setting that changes this policy, named in refusals.
    flag: &'static str,
}

impl TargetPolicy {
    /// `allow_private` lets every address through but cloud metadata endpoints, which need
    /// `allow_metadata` too; `flag` is the setting an operator would change.
    pub fn new(allow_private: bool, allow_metadata: bool, flag: &'static str) -> Self {
        let own = if_addrs::get_if_addrs().map(|list| list.iter().map(|i| i.ip()).collect()).unwrap_or_default();
        TargetPolicy { allow_private, allow_metadata, own, flag }
    }

    pub fn allows_private(&self) -> bool {
        self.allow_private
    }

    /// Why `ip` may not be reached, or `None` when it may.
    pub fn refusal(&self, ip: IpAddr) -> Option<String> {
        let kind = match kind_of(ip) {
            Some(Kind::Metadata) if self.allow_metadata => return None,
            Some(Kind::Metadata) => "a cloud metadata address",
            _ if self.allow_private => return None,
            Some(Kind::Special(kind)) => kind,
            None if self.own.contains(&ip) => "an address of this server",
            None => return None,
        };
        Some(format!(
            "{ip} is {kind}, which this server does not connect to (the operator can allow it with {})",
            self.flag
        ))
    }

    /// Checks the host of `url`: an address as it is, a name by every address it resolves to.
    /// Answers the addresses to connect to; a name that does not resolve is an error too.
    pub async fn check_url(&self, url: &Url) -> Result<Vec<SocketAddr>, String> {
        let addresses = addresses_of(url).await?;
        match addresses.iter().find_map(|a| self.refusal(a.ip())) {
            Some(refusal) => Err(refusal),
            None => Ok(addresses),
        }
    }

    /// Why the host of `url` is refused, if it is: an address as it is, a name by what it
    /// resolves to now. A name that does not resolve (yet) is not refused here; every
    /// connection is checked again.
    pub async fn refusal_of_host(&self, url: &Url) -> Option<String> {
        addresses_of(url).await.ok()?.iter().find_map(|a| self.refusal(a.ip()))
    }

    /// A resolver for an HTTP client that connects only to addresses this policy allows.
    pub fn resolver(self: &Arc<Self>) -> Arc<Resolver> {
        Arc::new(Resolver { policy: self.clone() })
    }
}

/// The addresses the host of `url` stands for: itself, or what its name resolves to.
async fn addresses_of(url: &Url) -> Result<Vec<SocketAddr>, String> {
    let port = url.port_or_known_default().unwrap_or(80);
    match url.host() {
        Some(url::Host::Ipv4(ip)) => Ok(vec![SocketAddr::new(IpAddr::V4(ip), port)]),
        Some(url::Host::Ipv6(ip)) => Ok(vec![SocketAddr::new(IpAddr::V6(ip), port)]),
        Some(url::Host::Domain(name)) if !name.is_empty() => lookup(name, port).await,
        _ => Err("names no host".into()),
    }
}

async fn lookup(name: &str, port: u16) -> Result<Vec<SocketAddr>, String> {
    match tokio::time::timeout(LOOKUP_TIMEOUT, tokio::net::lookup_host((name, port))).await {
        Ok(Ok(found)) => {
            let found: Vec<SocketAddr> = found.collect();
            if found.is_empty() {
                Err(format!("{name} does not resolve"))
            } else {
                Ok(found)
            }
        }
        Ok(Err(_)) => Err(format!("{name} does not resolve")),
        Err(_) => Err(format!("{name} did not resolve within {} s", LOOKUP_TIMEOUT.as_secs())),
    }
}

/// Resolves names for an HTTP client, refusing those with an address the policy refuses.
pub struct Resolver {
    policy: Arc<TargetPolicy>,
}

impl Resolve for Resolver {
    fn resolve(&self, name: Name) -> Resolving {
        let policy = self.policy.clone();
        Box::pin(async move {
            let addresses = lookup(name.as_str(), 0).await?;
            if let Some(refusal) = addresses.iter().find_map(|a| policy.refusal(a.ip())) {
                return Err(format!("{} resolves to {refusal}", name.as_str()).into());
            }
            Ok(Box::new(addresses.into_iter()) as Addrs)
        })
    }
}

enum Kind {
    Metadata,
    Special(&'static str),
}

/// What kind of special-purpose address `ip` is (IANA's registries), if any.
fn kind_of(ip: IpAddr) -> Option<Kind> {
    match ip {
        IpAddr::V4(v4) => kind_of_v4(v4),
        IpAddr::V6(v6) => kind_of_v6(v6),
    }
}

fn kind_of_v4(ip: Ipv4Addr) -> Option<Kind> {
    use Kind::Special;
    let [a, b, c, _] = ip.octets();
    Some(match (a, b, c) {
        _ if ip == Ipv4Addr::new(169, 254, 169, 254) || ip == Ipv4Addr::new(100, 100, 100, 200) => Kind::Metadata,
        (0, ..) => Special("a \"this network\" address"),
        (10, ..) | (172, 16..=31, _) | (192, 168, _) => Special("a private address"),
        (100, 64..=127, _) => Special("a shared (carrier-grade NAT) address"),
        (127, ..) => Special("a loopback address"),
        (169, 254, _) => Special("a link-local address"),
        (192, 0, 0) => Special("an IETF protocol assignment"),
        (192, 0, 2) | (198, 51, 100) | (203, 0, 113) => Special("a documentation address"),
        (192, 88, 99) => Special("a 6to4 relay address"),
        (198, 18..=19, _) => Special("a benchmarking address"),
        (224..=239, ..) => Special("a multicast address"),
        (240..=255, ..) => Special("a reserved or broadcast address"),
        _ => return None,
    })
}

fn kind_of_v6(ip: Ipv6Addr) -> Option<Kind> {
    use Kind::Special;
    let s = ip.segments();
    let embedded = |high: u16, low: u16| Ipv4Addr::from((u32::from(high) << 16) | u32::from(low));
    if let Some(v4) = ip.to_ipv4_mapped() {
        return kind_of_v4(v4);
    }
    Some(match s {
        [0, 0, 0, 0, 0, 0, 0, 0] => Special("the unspecified address"),
        [0, 0, 0, 0, 0, 0, 0, 1] => Special("a loopback address"),
        // IPv4-compatible (deprecated), NAT64 and 6to4 carry an IPv4 address: judge that one.
        [0, 0, 0, 0, 0, 0, high, low] | [0x64, 0xff9b, 0, 0, 0, 0, high, low] => {
            return kind_of_v4(embedded(high, low)).or(Some(Special("an IPv6 form of an IPv4 address")))
        }
        [0x2002, high, low, ..] => return kind_of_v4(embedded(high, low)),
        [0xfd00, 0x0ec2, 0, 0, 0, 0, 0, 0x0254] => Kind::Metadata,
        [0x64, 0xff9b, 1, ..] => Special("a local-use NAT64 address"),
        [0x100, 0, 0, 0, ..] => Special("a discard-only address"),
        [0x2001, 0x0db8, ..] | [0x3fff, 0..=0x0fff, ..] => Special("a documentation address"),
        [0x2001, 0..=0x01ff, ..] => Special("an IETF protocol assignment"),
        [first, ..] if first & 0xfe00 == 0xfc00 => Special("a unique local address"),
        [first, ..] if first & 0xffc0 == 0xfe80 => Special("a link-local address"),
        [first, ..] if first & 0xffc0 == 0xfec0 => Special("a site-local address"),
        [first, ..] if first & 0xff00 == 0xff00 => Special("a multicast address"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(policy: &TargetPolicy, text: &str) -> bool {
        policy.refusal(text.parse().unwrap()).is_some()
    }

    #[test]
    fn special_purpose_addresses_are_refused_in_every_spelling() {
        let policy = TargetPolicy::new(false, false, "--flag");
        for ip in [
            "127.0.0.1",
            "127.8.9.10",
            "0.0.0.0",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "100.64.0.1",
            "169.254.169.254",
            "169.254.1.1",
            "192.0.0.8",
            "192.0.2.1",
            "198.18.0.1",
            "198.19.255.1",
            "198.51.100.7",
            "203.0.113.9",
            "192.88.99.1",
            "224.0.0.1",
            "240.0.0.1",
            "255.255.255.255",
            "::",
            "::1",
            "::ffff:127.0.0.1",
            "::ffff:169.254.169.254",
            "::127.0.0.1",
            "64:ff9b::a00:1",
            "64:ff9b:1::1",
            "2002:7f00:1::",
            "2001:db8::1",
            "2001::1",
            "100::1",
            "fc00::1",
            "fd00:ec2::254",
            "fe80::1",
            "fec0::1",
            "ff02::1",
        ] {
            assert!(refused(&policy, ip), "{ip} must be refused");
        }
        for ip in ["93.184.216.34", "172.32.0.1", "100.128.0.1", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"] {
            assert!(!refused(&policy, ip), "{ip} must be allowed");
        }
    }

    #[test]
    fn allowing_private_targets_still_keeps_metadata_out_unless_explicit() {
        let by_default = TargetPolicy::new(true, false, "--flag");
        assert!(!refused(&by_default, "127.0.0.1") && !refused(&by_default, "10.0.0.1"));
        assert!(refused(&by_default, "169.254.169.254") && refused(&by_default, "fd00:ec2::254"));
        let explicit = TargetPolicy::new(true, true, "--flag");
        assert!(!refused(&explicit, "169.254.169.254"));
    }

    #[test]
    fn this_machines_own_addresses_are_refused() {
        let policy =
            TargetPolicy { own: vec!["93.184.216.34".parse().unwrap()], ..TargetPolicy::new(false, false, "-f") };
        let refusal = policy.refusal("93.184.216.34".parse().unwrap()).unwrap();
        assert!(refusal.contains("an address of this server") && refusal.contains("-f"), "{refusal}");
    }

    #[tokio::test]
    async fn urls_are_judged_by_their_parsed_host() {
        let policy = TargetPolicy::new(false, false, "--flag");
        for text in ["http://2130706433/", "http://0x7f000001/", "http://[::ffff:127.0.0.1]:8/", "http://localhost:9/"]
        {
            let url = Url::parse(text).unwrap();
            assert!(policy.check_url(&url).await.is_err(), "{text}");
        }
        let open = TargetPolicy::new(true, false, "--flag");
        assert_eq!(open.check_url(&Url::parse("http://127.0.0.1:9/x").unwrap()).await.unwrap().len(), 1);
    }
}
