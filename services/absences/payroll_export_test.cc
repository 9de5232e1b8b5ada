// HttpPayrollSink against a receiver of the test's own (cpp-httplib's server on a free port):
// what it sends, and how each kind of answer is taken (docs/operations.md "Payroll export").
#include "services/absences/payroll_export.h"

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

class PayrollReceiver {
 public:
  explicit PayrollReceiver(int status, std::string body = "") {
    server_.Post("/kadry/absences", [this, status, body](const httplib::Request& req, httplib::Response& res) {
      last_ = req;
      ++received_;
      res.status = status;
      res.set_content(body, "text/plain");
    });
    port_ = server_.bind_to_any_port("127.0.0.1");
    thread_ = std::thread([this] { server_.listen_after_bind(); });
    // stop() before the loop runs would be lost, and the join below would wait for ever.
    while (!server_.is_running()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ~PayrollReceiver() {
    server_.stop();
    thread_.join();
  }
  std::string url() const { return absl::StrCat("http://127.0.0.1:", port_, "/kadry/absences"); }
  const httplib::Request& last() const { return last_; }
  int received() const { return received_; }

 private:
  httplib::Server server_;
  int port_ = 0;
  std::thread thread_;
  httplib::Request last_;
  std::atomic<int> received_ = 0;
};

constexpr char kDocument[] = R"({"requestNo":"UW/1/2026","event":"approved"})";

TEST(HttpPayrollSinkTest, PostsTheDocumentWithItsKeyAndTheToken) {
  PayrollReceiver payroll(204);
  HttpPayrollSink sink(payroll.url(), "payroll-token");
  ASSERT_TRUE(sink.Deliver("UW-1-2026-approved-7", kDocument).ok());
  EXPECT_EQ(payroll.received(), 1);
  EXPECT_EQ(payroll.last().body, kDocument);
  EXPECT_EQ(payroll.last().get_header_value("Content-Type"), "application/json");
  EXPECT_EQ(payroll.last().get_header_value("Idempotency-Key"), "UW-1-2026-approved-7");
  EXPECT_EQ(payroll.last().get_header_value("Authorization"), "Bearer payroll-token");
}

TEST(HttpPayrollSinkTest, NoTokenSendsNoAuthorization) {
  PayrollReceiver payroll(200);
  HttpPayrollSink sink(payroll.url(), "");
  ASSERT_TRUE(sink.Deliver("k", kDocument).ok());
  EXPECT_FALSE(payroll.last().has_header("Authorization"));
}

// A refusal is the entry's error for HR, with what the receiver said, printable.
TEST(HttpPayrollSinkTest, ARefusalIsAnErrorWithTheReceiversWords) {
  PayrollReceiver payroll(422, "unknown SAP number\n\xff");
  HttpPayrollSink sink(payroll.url(), "");
  const absl::Status sent = sink.Deliver("k", kDocument);
  EXPECT_EQ(sent.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(sent.message(), "the payroll system answered 422: unknown SAP number  ");
}

// The receiver down, failing or asking to slow down: the entry waits for the next pass.
TEST(HttpPayrollSinkTest, NoAnswerAServerErrorOrTooManyWaitForTheNextPass) {
  for (const int status : {500, 503, 429}) {
    PayrollReceiver payroll(status);
    HttpPayrollSink sink(payroll.url(), "");
    EXPECT_EQ(sink.Deliver("k", kDocument).code(), absl::StatusCode::kUnavailable) << status;
  }
  std::string closed;
  {
    PayrollReceiver gone(204);
    closed = gone.url();
  }
  HttpPayrollSink sink(closed, "");
  const absl::Status sent = sink.Deliver("k", kDocument);
  EXPECT_EQ(sent.code(), absl::StatusCode::kUnavailable);
  EXPECT_NE(sent.message().find("did not answer"), std::string::npos) << sent;
}

}  // namespace
}  // namespace kadry::absences
