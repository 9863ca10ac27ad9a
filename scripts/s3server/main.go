// An S3-compatible server for the tests (scripts/s3server/s3server.ts builds
// and starts it): gofakes3's in-memory backend behind a check of AWS
// Signature Version 4, so a client with a wrong secret is refused as S3 would
// refuse it. Nothing is kept on disk; a stopped server forgets every object.
//
//	s3server -addr 127.0.0.1:9600 -bucket inkpress-test -access-key KEY -secret-key SECRET
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strings"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:9000", "address to listen on (loopback)")
	buckets := flag.String("bucket", "", "comma-separated buckets to create at start")
	accessKey := flag.String("access-key", "", "the only access key id accepted (empty: no signature check)")
	secretKey := flag.String("secret-key", "", "its secret, to check each request's SigV4 signature")
	flag.Parse()

	backend := s3mem.New()
	for _, name := range strings.Split(*buckets, ",") {
		if name = strings.TrimSpace(name); name != "" {
			if err := backend.CreateBucket(name); err != nil {
				log.Fatalf("creating bucket %s: %v", name, err)
			}
		}
	}
	var handler http.Handler = gofakes3.New(backend, gofakes3.WithIntegrityCheck(true)).Server()
	if *accessKey != "" {
		handler = requireSignature(*accessKey, *secretKey, handler)
	}
	listener, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(os.Stdout, "s3server listening on http://%s\n", listener.Addr())
	log.Fatal(http.Serve(listener, handler))
}

// requireSignature answers 403 (as S3 does) to a request not signed with the
// configured key: its Authorization header is checked by computing the same
// SigV4 signature over the headers the client says it signed. The payload's
// hash is the client's x-amz-content-sha256 (gofakes3 checks Content-MD5).
func requireSignature(accessKey, secretKey string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if problem := checkSignature(r, accessKey, secretKey); problem != "" {
			w.Header().Set("Content-Type", "application/xml")
			w.WriteHeader(http.StatusForbidden)
			fmt.Fprintf(w, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>%s</Code><Message>%s</Message></Error>",
				"SignatureDoesNotMatch", problem)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func checkSignature(r *http.Request, accessKey, secretKey string) string {
	auth := r.Header.Get("Authorization")
	const algorithm = "AWS4-HMAC-SHA256 "
	if !strings.HasPrefix(auth, algorithm) {
		return "the request is not signed with AWS Signature Version 4"
	}
	fields := map[string]string{}
	for _, part := range strings.Split(strings.TrimPrefix(auth, algorithm), ",") {
		if k, v, ok := strings.Cut(strings.TrimSpace(part), "="); ok {
			fields[k] = v
		}
	}
	scope := strings.Split(fields["Credential"], "/")
	if len(scope) != 5 || scope[4] != "aws4_request" {
		return "malformed credential"
	}
	if scope[0] != accessKey {
		return "unknown access key"
	}
	amzDate := r.Header.Get("X-Amz-Date")
	payloadHash := r.Header.Get("X-Amz-Content-Sha256")
	if amzDate == "" || payloadHash == "" {
		return "missing x-amz-date or x-amz-content-sha256"
	}
	signed := strings.Split(fields["SignedHeaders"], ";")
	var headers strings.Builder
	for _, name := range signed {
		value := r.Header.Get(name)
		if name == "host" {
			value = r.Host
		} else if name == "content-length" && value == "" && r.ContentLength >= 0 {
			value = fmt.Sprint(r.ContentLength)
		}
		headers.WriteString(name + ":" + strings.Join(strings.Fields(value), " ") + "\n")
	}
	canonical := strings.Join([]string{
		r.Method,
		escape(r.URL.Path, false),
		canonicalQuery(r.URL.RawQuery),
		headers.String(),
		fields["SignedHeaders"],
		payloadHash,
	}, "\n")
	credentialScope := strings.Join(scope[1:], "/")
	toSign := "AWS4-HMAC-SHA256\n" + amzDate + "\n" + credentialScope + "\n" + hexSha256(canonical)
	key := []byte("AWS4" + secretKey)
	for _, part := range scope[1:] {
		key = hmacSha256(key, part)
	}
	expected := hex.EncodeToString(hmacSha256(key, toSign))
	if !hmac.Equal([]byte(expected), []byte(fields["Signature"])) {
		return "the signature does not match"
	}
	return ""
}

func canonicalQuery(raw string) string {
	values, _ := url.ParseQuery(raw)
	var pairs []string
	for k, vs := range values {
		for _, v := range vs {
			pairs = append(pairs, escape(k, true)+"="+escape(v, true))
		}
	}
	sort.Strings(pairs)
	return strings.Join(pairs, "&")
}

// escape is SigV4's URI encoding: unreserved characters stay, the rest is %XX.
func escape(s string, encodeSlash bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
			c == '-' || c == '_' || c == '.' || c == '~' || (c == '/' && !encodeSlash) {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

func hmacSha256(key []byte, data string) []byte {
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(data))
	return mac.Sum(nil)
}

func hexSha256(data string) string {
	sum := sha256.Sum256([]byte(data))
	return hex.EncodeToString(sum[:])
}
