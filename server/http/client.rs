//! Which client a request comes from: the connection's address, or, when that is one of the
//! operator's trusted proxies, the nearest address in `X-Forwarded-For` that is not.

use std::net::IpAddr;

use hyper::HeaderMap;

use crate::config::AddressRange;

pub fn address(peer: IpAddr, headers: &HeaderMap, trusted: &[AddressRange]) -> IpAddr {
    let is_trusted = |ip: IpAddr| trusted.iter().any(|range| range.contains(ip));
    if !is_trusted(peer) {
        return peer;
    }
    // Each proxy appends the address it was reached from: read from the nearest hop outwards,
    // past the trusted proxies, to the first address none of them is.
    let hops: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect();
    for hop in hops.iter().rev() {
        match hop.parse::<IpAddr>() {
            Ok(ip) if is_trusted(ip) => continue,
            Ok(ip) => return ip,
            // Garbage written by whoever is beyond the proxy: nothing past it can be believed.
            Err(_) => return peer,
        }
    }
    peer
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forwarded(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", value.parse().unwrap());
        headers
    }

    #[test]
    fn only_trusted_proxies_may_name_the_client() {
        let proxy: IpAddr = "10.0.0.5".parse().unwrap();
        let trusted = ["10.0.0.0/24".parse().unwrap()];
        let headers = forwarded("203.0.113.9, 198.51.100.7, 10.0.0.4");
        assert_eq!(address(proxy, &headers, &trusted), "198.51.100.7".parse::<IpAddr>().unwrap());
        let stranger: IpAddr = "192.0.2.1".parse().unwrap();
        assert_eq!(address(stranger, &headers, &trusted), stranger, "an untrusted peer cannot claim another address");
        assert_eq!(address(proxy, &forwarded("nonsense, 10.0.0.4"), &trusted), proxy);
        assert_eq!(address(proxy, &HeaderMap::new(), &trusted), proxy);
    }
}
