#include "gateway/proto_json.h"

#include <google/protobuf/descriptor.h>
#include <google/protobuf/message.h>
#include <google/protobuf/util/json_util.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <memory>

#include "gateway/routes.h"
#include "gateway/transcoding.h"
#include "nlohmann/json.hpp"

namespace kadry::gateway {
namespace {
namespace pb = google::protobuf;

// Texts a service may send back: quotes, escapes, HTML, control and non-ASCII characters.
const char* const kTexts[] = {"",
                              "Zażółć gęślą jaźń",
                              "a\"b\\c/d",
                              "<script>&amp;</script>",
                              "tab\there\nline\r\x01\x1f\x7f",
                              "\xe2\x80\xa8 \xe2\x80\xa9 \xf0\x9f\x98\x80",
                              "Урлауб",
                              "€ 100 – 200 — ok…",
                              "\xe2\x80\xa8",
                              "end\\"};
const double kDoubles[] = {0.0, 1.5, 0.1, -2.25, 26, 1e21, 1.0 / 3, -0.0, 123456789.125};

// Fills every field of `m` from `seed`, message fields down to `depth` levels, lists with
// 0, 1 or 2 elements.
void Fill(pb::Message& m, int seed, int depth) {
  const pb::Descriptor& type = *m.GetDescriptor();
  const pb::Reflection& r = *m.GetReflection();
  using F = pb::FieldDescriptor;
  for (int i = 0; i < type.field_count(); ++i) {
    const F& f = *type.field(i);
    const int n = seed + i;
    const int count = f.is_repeated() ? n % 3 : 1;
    for (int k = 0; k < count; ++k) {
      const int v = n + k;
      switch (f.cpp_type()) {
        case F::CPPTYPE_INT32: {
          const int32_t x = v % 4 == 0 ? 0 : v % 4 == 1 ? -v * 1000 : std::numeric_limits<int32_t>::max();
          f.is_repeated() ? r.AddInt32(&m, &f, x) : r.SetInt32(&m, &f, x);
          break;
        }
        case F::CPPTYPE_INT64: {
          const int64_t x = v % 2 ? std::numeric_limits<int64_t>::min() : v;
          f.is_repeated() ? r.AddInt64(&m, &f, x) : r.SetInt64(&m, &f, x);
          break;
        }
        case F::CPPTYPE_UINT32: f.is_repeated() ? r.AddUInt32(&m, &f, v) : r.SetUInt32(&m, &f, v); break;
        case F::CPPTYPE_UINT64: f.is_repeated() ? r.AddUInt64(&m, &f, v) : r.SetUInt64(&m, &f, v); break;
        case F::CPPTYPE_BOOL: f.is_repeated() ? r.AddBool(&m, &f, v % 2) : r.SetBool(&m, &f, v % 2); break;
        case F::CPPTYPE_DOUBLE: {
          const double x = kDoubles[v % std::size(kDoubles)];
          f.is_repeated() ? r.AddDouble(&m, &f, x) : r.SetDouble(&m, &f, x);
          break;
        }
        case F::CPPTYPE_FLOAT: f.is_repeated() ? r.AddFloat(&m, &f, 0.5f * v) : r.SetFloat(&m, &f, 0.5f * v); break;
        case F::CPPTYPE_ENUM: {
          const int x = f.enum_type()->value(v % f.enum_type()->value_count())->number();
          f.is_repeated() ? r.AddEnumValue(&m, &f, x) : r.SetEnumValue(&m, &f, x);
          break;
        }
        case F::CPPTYPE_STRING: {
          const std::string x = kTexts[v % std::size(kTexts)];
          f.is_repeated() ? r.AddString(&m, &f, x) : r.SetString(&m, &f, x);
          break;
        }
        case F::CPPTYPE_MESSAGE:
          // Some message fields stay unset: they must then be left out, as protobuf does.
          if (depth > 0 && (f.is_repeated() || v % 3 != 0)) {
            Fill(f.is_repeated() ? *r.AddMessage(&m, &f) : *r.MutableMessage(&m, &f), v * 7, depth - 1);
          }
          break;
      }
    }
  }
}

nlohmann::json ProtobufsNestedJson(const pb::Message& m) {
  pb::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  std::string json;
  EXPECT_TRUE(pb::util::MessageToJsonString(m, &json, options).ok());
  return nlohmann::json::parse(json);
}

// protobuf's JSON of `m` with each inlined field (the paging) replaced by its members, written
// also when the field is not set: what the gateway answers.
nlohmann::json ProtobufsJson(const pb::Message& m) {
  nlohmann::json json = ProtobufsNestedJson(m);
  const pb::Descriptor& type = *m.GetDescriptor();
  for (int i = 0; i < type.field_count(); ++i) {
    const pb::FieldDescriptor& f = *type.field(i);
    if (!IsInlined(f)) continue;
    json.erase(f.json_name());
    const nlohmann::json members = ProtobufsNestedJson(m.GetReflection()->GetMessage(m, &f));
    for (auto it = members.begin(); it != members.end(); ++it) json[it.key()] = it.value();
  }
  return json;
}

nlohmann::json OurJson(const pb::Message& m) {
  std::string json;
  WriteJson(m, json);
  return nlohmann::json::parse(json);  // also proves it is valid JSON
}

TEST(ProtoJson, WritesWhatProtobufWritesForEveryRoutedResponse) {
  int checked = 0;
  for (const Route& route : ApiRoutes()) {
    if (route.grpc_method.empty()) continue;
    const pb::MethodDescriptor* method = FindMethod(route.grpc_method);
    ASSERT_NE(method, nullptr) << route.grpc_method;
    const pb::Descriptor& type = *method->output_type();
    if (!CanWriteJson(type)) continue;
    const pb::Message* prototype = pb::MessageFactory::generated_factory()->GetPrototype(&type);
    std::unique_ptr<pb::Message> empty(prototype->New());
    EXPECT_EQ(OurJson(*empty), ProtobufsJson(*empty)) << type.full_name();
    for (int seed = 0; seed < 6; ++seed) {
      std::unique_ptr<pb::Message> m(prototype->New());
      Fill(*m, seed, 3);
      EXPECT_EQ(OurJson(*m), ProtobufsJson(*m)) << type.full_name() << " seed " << seed;
    }
    ++checked;
  }
  // The absences responses (lists, calendars, employees) are all written here.
  EXPECT_GE(checked, 20);
}

TEST(ProtoJson, LeavesStructsAndOtherWellKnownTypesToProtobuf) {
  const pb::Descriptor* presets =
      pb::DescriptorPool::generated_pool()->FindMessageTypeByName("kadry.identity.v1.PresetResponse");
  ASSERT_NE(presets, nullptr);
  EXPECT_FALSE(CanWriteJson(*presets));  // a Preset's data is a google.protobuf.Struct
  const pb::Descriptor* list =
      pb::DescriptorPool::generated_pool()->FindMessageTypeByName("kadry.absences.v1.RequestList");
  ASSERT_NE(list, nullptr);
  EXPECT_TRUE(CanWriteJson(*list));
}

// The paging of a list's answer is flat beside its data, as the lists answered before it had a
// message of its own; an answer that does not set it still says total 0.
TEST(ProtoJson, APageResponseIsWrittenFlatBesideTheData) {
  const pb::MethodDescriptor* method = FindMethod("kadry.absences.v1.AbsencesService/ListTeamRequests");
  ASSERT_NE(method, nullptr);
  std::unique_ptr<pb::Message> m(pb::MessageFactory::generated_factory()->GetPrototype(method->output_type())->New());
  const pb::FieldDescriptor* paging = method->output_type()->FindFieldByName("paging");
  ASSERT_NE(paging, nullptr);
  ASSERT_TRUE(IsInlined(*paging));
  EXPECT_EQ(nlohmann::json::parse(DecodeResponse(*method, m->SerializeAsString())->json),
            nlohmann::json::parse(R"({"total":0,"totalCapped":false,"data":[]})"));
  pb::Message* page = m->GetReflection()->MutableMessage(m.get(), paging);
  page->GetReflection()->SetInt32(page, page->GetDescriptor()->FindFieldByName("total"), 10000);
  page->GetReflection()->SetBool(page, page->GetDescriptor()->FindFieldByName("total_capped"), true);
  auto decoded = DecodeResponse(*method, m->SerializeAsString());
  ASSERT_TRUE(decoded.ok()) << decoded.status();
  EXPECT_EQ(decoded->json, R"({"total":10000,"totalCapped":true,"data":[]})");
}

// An answer protobuf's printer writes (a Preset's data is a Struct) has its paging flat too.
TEST(ProtoJson, APageResponseIsFlatAlsoInWhatProtobufPrints) {
  const pb::MethodDescriptor* method = FindMethod("kadry.identity.v1.IdentityService/ListPresets");
  ASSERT_NE(method, nullptr);
  ASSERT_FALSE(CanWriteJson(*method->output_type()));
  std::unique_ptr<pb::Message> m(pb::MessageFactory::generated_factory()->GetPrototype(method->output_type())->New());
  auto empty = DecodeResponse(*method, m->SerializeAsString());
  ASSERT_TRUE(empty.ok()) << empty.status();
  EXPECT_EQ(nlohmann::json::parse(empty->json), nlohmann::json::parse(R"({"total":0,"totalCapped":false,"data":[]})"));
  Fill(*m, 2, 3);
  auto decoded = DecodeResponse(*method, m->SerializeAsString());
  ASSERT_TRUE(decoded.ok()) << decoded.status();
  const nlohmann::json json = nlohmann::json::parse(decoded->json);
  EXPECT_EQ(json, ProtobufsJson(*m));
  EXPECT_FALSE(json.contains("paging"));
  EXPECT_TRUE(json.contains("total"));
}

TEST(ProtoJson, DecodeResponseIsTheSameJsonEitherWay) {
  const pb::MethodDescriptor* method = FindMethod("kadry.absences.v1.AbsencesService/ListMyRequests");
  ASSERT_NE(method, nullptr);
  std::unique_ptr<pb::Message> m(pb::MessageFactory::generated_factory()->GetPrototype(method->output_type())->New());
  Fill(*m, 1, 3);
  auto decoded = DecodeResponse(*method, m->SerializeAsString());
  ASSERT_TRUE(decoded.ok()) << decoded.status();
  EXPECT_EQ(nlohmann::json::parse(decoded->json), ProtobufsJson(*m));
  EXPECT_FALSE(DecodeResponse(*method, "\xff\xff\xff").ok());
}

}  // namespace
}  // namespace kadry::gateway
