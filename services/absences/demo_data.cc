#include "services/absences/demo_data.h"

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "services/absences/domain/request_number.h"
#include "services/absences/people_import_workflow.h"
#include "services/absences/store/people_store.h"
#include "services/absences/proto_conversions.h"
#include "services/common/log.h"
#include "services/common/pg_rows.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

// The demo sign-ins of the identity provider (services/identity/demo_data.cc).
// 1001 leads the company; 1003 leads sales (1002 is in her team); 1004 leads HR; 1011 runs the
// Kraków branch, where 1012 leads a team of one (1013, who has no sign-in) and reads the branch.
// Everyone else: department heads 2001-2008 under 1001 (2001 under 1003), staff under
// the heads (and a dozen directly under 1003). Names, fractions and dates come from a hash of
// the id. The rows are read out and written through the organisation's import, so the demo
// obeys its rules (docs/people-import.md); the hashes also choose who had an earlier employer
// and which benefits each person has.
constexpr char kDemoPeople[] = R"sql(
WITH demo(employee_id, sap_number, first_name, last_name, position, gender_id, hr_area_id, employment_sub_group_id,
  employment_sub_group_name, department_name, location_id, location_name, supervisor_id, company_email, private_email,
  private_phone_number, company_phone_number, street, house_number, flat_number, postal_code, city, employed_since,
  education, abilities) AS (VALUES
 (1001, '00001001', 'Adam', 'Administracyjny', 'Prezes zarządu', 1, 2, 1, 'Kadra zarządzająca', 'Zarząd', 1, 'Warszawa', NULL,
  'admin@kadry.example.pl', '', '', '+48 22 100 10 01', 'ul. Marszałkowska', '10', '5', '00-590', 'Warszawa', '2008-03-01', 'higher',
  '{has_access_to_regular_home_office,has_access_to_occasional_home_office,has_access_to_substitutions,has_access_to_ho_absence_week_report,has_access_to_team_work_times,has_access_to_full_timesheet}'),
 (1003, '00001003', 'Anna', 'Nowak', 'Kierownik działu sprzedaży', 2, 2, 1, 'Kadra zarządzająca', 'Dział sprzedaży', 1, 'Warszawa', 1001,
  'manager@kadry.example.pl', 'anna.nowak@poczta.example.pl', '+48 600 100 003', '+48 22 100 10 03', 'ul. Puławska', '45', '', '02-508', 'Warszawa', '2012-09-01', 'higher',
  '{has_access_to_regular_home_office,has_access_to_occasional_home_office,has_access_to_substitutions,has_access_to_ho_absence_week_report,has_access_to_team_work_times,has_access_to_team_on_call_work_times,has_access_to_my_work_times,has_access_to_my_current_workday,has_access_to_my_time_evaluation}'),
 (1004, '00001004', 'Katarzyna', 'Wiśniewska', 'Kierownik działu personalnego', 2, 2, 1, 'Kadra zarządzająca', 'Dział personalny', 1, 'Warszawa', 1001,
  'hr@kadry.example.pl', '', '+48 600 100 004', '+48 22 100 10 04', 'ul. Grójecka', '120', '14', '02-367', 'Warszawa', '2010-01-04', 'secondary_general',
  '{has_access_to_occasional_home_office,has_access_to_substitutions}'),
 (1002, '00001002', 'Jan', 'Kowalski', 'Specjalista ds. sprzedaży', 1, 2, 2, 'Pracownicy umysłowi', 'Dział sprzedaży', 1, 'Warszawa', 1003,
  'employee@kadry.example.pl', 'jan.kowalski@poczta.example.pl', '+48 600 100 002', '+48 22 100 10 02', 'ul. Długa', '7', '12', '00-238', 'Warszawa', '2019-02-01', 'basic_vocational',
  '{has_access_to_regular_home_office,has_access_to_occasional_home_office,has_access_to_substitutions,has_access_to_my_work_times,has_access_to_my_time_evaluation,has_access_to_my_current_workday,has_access_to_my_on_call_work_times}'),
 (1005, '00001005', 'Piotr', 'Wójcik', 'Analityk kadrowy', 1, 2, 2, 'Pracownicy umysłowi', 'Dział personalny', 1, 'Warszawa', 1004,
  'hrpreview@kadry.example.pl', '', '', '', 'ul. Wiejska', '3', '', '00-480', 'Warszawa', '2016-05-01', 'secondary_vocational', '{}'),
 (1006, '00001006', 'Magdalena', 'Kamińska', 'Specjalista ds. administracji', 2, 2, 2, 'Pracownicy umysłowi', 'Administracja', 1, 'Warszawa', 1001,
  'administration@kadry.example.pl', '', '', '', 'ul. Złota', '44', '3', '00-120', 'Warszawa', '2018-11-05', 'higher', '{has_access_to_occasional_home_office}'),
 (1007, '00001007', 'Tomasz', 'Lewandowski', 'Opiniujący porozumienia HO', 1, 2, 2, 'Pracownicy umysłowi', 'Dział prawny', 2, 'Kraków', 1001,
  'hoagreement@kadry.example.pl', '', '', '', 'ul. Floriańska', '15', '', '31-019', 'Kraków', '2015-03-16', 'higher', '{has_access_to_regular_home_office}'),
 (1008, '00001008', 'Agnieszka', 'Zielińska', 'Redaktor naczelna intranetu', 2, 2, 2, 'Pracownicy umysłowi', 'Komunikacja', 1, 'Warszawa', 1001,
  'postadmin@kadry.example.pl', '', '', '', 'ul. Chmielna', '2', '8', '00-020', 'Warszawa', '2020-07-01', 'post_secondary', '{}'),
 (1009, '00001009', 'Michał', 'Szymański', 'Redaktor intranetu', 1, 11, 2, 'Pracownicy umysłowi', 'Komunikacja', 1, 'Warszawa', 1008,
  'posteditor@kadry.example.pl', '', '', '', 'ul. Nowy Świat', '22', '', '00-373', 'Warszawa', '2022-02-01', 'none', '{}'),
 (1010, '00001010', 'Ewa', 'Woźniak', 'Analityk HR', 2, 11, 2, 'Pracownicy umysłowi', 'Dział personalny', 3, 'Gdańsk', 1004,
  'hranalyst@kadry.example.pl', '', '', '', 'ul. Długa', '50', '', '80-831', 'Gdańsk', '2017-10-02', 'higher', '{has_access_to_occasional_home_office}'),
 (1011, '00001011', 'Krzysztof', 'Dąbrowski', 'Kierownik oddziału', 1, 11, 1, 'Kadra zarządzająca', 'Oddział Kraków', 2, 'Kraków', 1001,
  'locationmanager@kadry.example.pl', '', '', '', 'ul. Karmelicka', '9', '2', '31-128', 'Kraków', '2011-04-01', 'secondary_general', '{has_access_to_team_work_times,has_access_to_team_on_call_work_times}'),
 (1012, '00001012', 'Barbara', 'Kowalczyk', 'Kierownik zespołu obsługi klienta', 2, 11, 1, 'Kadra zarządzająca', 'Oddział Kraków', 2, 'Kraków', 1011,
  'teamlead@kadry.example.pl', 'barbara.kowalczyk@poczta.example.pl', '+48 600 100 012', '+48 12 100 10 12', 'ul. Długa', '31', '4', '31-147', 'Kraków', '2014-06-02', 'higher',
  '{has_access_to_team_work_times,has_access_to_team_on_call_work_times,has_access_to_my_work_times,has_access_to_my_current_workday,has_access_to_my_time_evaluation}'),
 (1013, '00001013', 'Zofia', 'Wrona', 'Specjalista ds. obsługi klienta', 2, 11, 2, 'Pracownicy umysłowi', 'Oddział Kraków', 2, 'Kraków', 1012,
  'zofia.wrona@kadry.example.pl', 'zofia.wrona@poczta.example.pl', '+48 600 100 013', '+48 12 100 10 13', 'ul. Zwierzyniecka', '8', '', '31-105', 'Kraków', '2021-03-01', 'secondary_vocational',
  '{has_access_to_my_work_times,has_access_to_my_current_workday,has_access_to_my_time_evaluation}')
), n AS (
  SELECT i, abs(hashtext('kadry' || i)) AS h, abs(hashtext('kadry-b' || i)) AS h2
  FROM generate_series(2001, 2000 + $1::int) AS i
), generated AS (
  SELECT i, h, h2, (h % 2) + 1 AS gender,
    CASE WHEN i = 2001 THEN 1003  -- a team lead under Anna Nowak: her team grows with the data
         WHEN i <= 2008 THEN 1001
         WHEN i <= 2020 THEN 1003
         ELSE 2001 + (h2 % 8) END AS supervisor,
    (ARRAY['Dział sprzedaży','Dział finansowy','Dział IT','Dział logistyki','Dział obsługi klienta','Dział marketingu','Dział zakupów','Dział produkcji'])[1 + ((i - 2001) % 8)] AS head_department
  FROM n
), everyone AS (
  SELECT employee_id, sap_number, first_name, last_name, position, gender_id, hr_area_id, employment_sub_group_id,
    employment_sub_group_name, department_name, location_id, location_name, supervisor_id, 1 AS fraction_numerator,
    1 AS fraction_denominator, company_email, private_email, private_phone_number, company_phone_number, street,
    house_number, flat_number, postal_code, city, employed_since::date AS employed_since, education,
    0 AS extra_leave_days, abilities::text[] AS abilities
  FROM demo
  UNION ALL
  SELECT i, lpad(i::text, 8, '0'),
  CASE WHEN gender = 1 THEN (ARRAY['Paweł','Marcin','Łukasz','Grzegorz','Rafał','Jakub','Mateusz','Wojciech','Kamil','Bartosz'])[1 + h % 10]
       ELSE (ARRAY['Joanna','Monika','Aleksandra','Natalia','Karolina','Marta','Justyna','Beata','Dorota','Zuzanna'])[1 + h % 10] END,
  CASE WHEN gender = 1 THEN (ARRAY['Mazur','Krawczyk','Kaczmarek','Piotrowski','Grabowski','Pawłowski','Michalski','Zając','Król','Jabłoński','Wieczorek','Nowicki'])[1 + h2 % 12]
       ELSE (ARRAY['Mazur','Krawczyk','Kaczmarek','Piotrowska','Grabowska','Pawłowska','Michalska','Zając','Król','Jabłońska','Wieczorek','Nowicka'])[1 + h2 % 12] END,
  CASE WHEN i <= 2008 THEN 'Kierownik działu' ELSE (ARRAY['Specjalista','Starszy specjalista','Asystent','Koordynator','Analityk','Młodszy specjalista'])[1 + h % 6] END,
  gender, CASE WHEN h % 5 = 0 THEN 11 ELSE 2 END,
  CASE WHEN i <= 2008 THEN 1 ELSE 2 END, CASE WHEN i <= 2008 THEN 'Kadra zarządzająca' ELSE 'Pracownicy umysłowi' END,
  CASE WHEN i <= 2008 THEN head_department WHEN supervisor = 1003 THEN 'Dział sprzedaży'
       ELSE (ARRAY['Dział sprzedaży','Dział finansowy','Dział IT','Dział logistyki','Dział obsługi klienta','Dział marketingu','Dział zakupów','Dział produkcji'])[1 + ((supervisor - 2001) % 8)] END,
  1 + h % 3, (ARRAY['Warszawa','Kraków','Gdańsk'])[1 + h % 3], supervisor,
  CASE h % 10 WHEN 0 THEN 1 WHEN 1 THEN 3 WHEN 2 THEN 4 ELSE 1 END,
  CASE h % 10 WHEN 0 THEN 2 WHEN 1 THEN 4 WHEN 2 THEN 5 ELSE 1 END,
  'pracownik' || i || '@kadry.example.pl', '', '+48 600 ' || lpad((i % 1000)::text, 3, '0') || ' 000', '',
  (ARRAY['ul. Polna','ul. Leśna','ul. Słoneczna','ul. Krótka','ul. Szkolna'])[1 + h2 % 5], (1 + h % 120)::text, '',
  lpad((h % 100)::text, 2, '0') || '-' || lpad((h2 % 1000)::text, 3, '0'), (ARRAY['Warszawa','Kraków','Gdańsk'])[1 + h % 3],
  date '2005-01-01' + (h % 7300),
  (ARRAY['none','basic_vocational','secondary_vocational','secondary_general','post_secondary','higher','higher','secondary_vocational'])[1 + abs(hashtext('edu' || i)) % 8],
  CASE WHEN h % 25 = 0 THEN 10 ELSE 0 END,
  (CASE WHEN h % 3 = 0 THEN '{has_access_to_regular_home_office,has_access_to_occasional_home_office,has_access_to_substitutions}'::text[]
        WHEN h % 3 = 1 THEN '{has_access_to_occasional_home_office}'::text[] ELSE '{}'::text[] END)
    || '{has_access_to_my_work_times,has_access_to_my_time_evaluation,has_access_to_my_current_workday}'::text[]
    || CASE WHEN i <= 2008 THEN '{has_access_to_team_work_times}'::text[] ELSE '{}'::text[] END
  FROM generated
)
SELECT employee_id, sap_number, first_name, last_name, gender_id, position, company_email, private_email,
  company_phone_number, private_phone_number, street, house_number, flat_number, postal_code, city, location_id,
  location_name, hr_area_id, employment_sub_group_id, employment_sub_group_name, department_name,
  coalesce(lpad(supervisor_id::text, 8, '0'), ''), employed_since::text, '', array_to_string(abilities, ','),
  education,
  -- Ustawa o rehabilitacji art. 19: the demo's 10 extra days stand for a moderate degree.
  CASE WHEN extra_leave_days >= 10 THEN 'moderate' ELSE 'none' END, 0, 0,
  -- The identity provider's demo sign-ins (services/identity/demo_data.cc); 1013 has none.
  CASE employee_id WHEN 1001 THEN 'admin' WHEN 1002 THEN 'employee' WHEN 1003 THEN 'manager' WHEN 1004 THEN 'hr'
    WHEN 1005 THEN 'hrpreview' WHEN 1006 THEN 'administration' WHEN 1007 THEN 'hoagreement'
    WHEN 1008 THEN 'postadmin' WHEN 1009 THEN 'posteditor' WHEN 1010 THEN 'hranalyst'
    WHEN 1011 THEN 'locationmanager' WHEN 1012 THEN 'teamlead' WHEN 1013 THEN 'zofia.wrona'
    ELSE 'pracownik' || employee_id END,
  CASE employee_id WHEN 1001 THEN '9301' WHEN 1003 THEN '9043' WHEN 1004 THEN '9042' WHEN 1005 THEN '9047'
    WHEN 1006 THEN '9046' WHEN 1007 THEN '9048' WHEN 1008 THEN '9049' WHEN 1009 THEN '9050' WHEN 1010 THEN '9051'
    WHEN 1011 THEN '9052' WHEN 1012 THEN '9043,9052' ELSE '' END,
  -- A probation period of three months, then an open-ended contract; half of everyone came
  -- from another employer (counted for seniority, KP art. 155 §1).
  (json_build_array(
     json_build_object('kind', 'na okres próbny', 'start', employed_since, 'end', employed_since + 89,
       'numerator', fraction_numerator, 'denominator', fraction_denominator, 'position', position,
       'withThisEmployer', true),
     json_build_object('kind', 'na czas nieokreślony', 'start', employed_since + 90, 'end', NULL,
       'numerator', fraction_numerator, 'denominator', fraction_denominator, 'position', position,
       'withThisEmployer', true))::jsonb
   || CASE WHEN abs(hashtext('c' || employee_id)) % 2 = 0 THEN jsonb_build_array(jsonb_build_object(
       'kind', 'umowa o pracę u poprzedniego pracodawcy', 'start', employed_since - 1500, 'end', employed_since - 400,
       'numerator', 1, 'denominator', 1, 'position', 'Specjalista', 'withThisEmployer', false))
      ELSE '[]'::jsonb END)::text,
  (SELECT coalesce(json_agg(json_build_object('name', b.name, 'start', greatest(employed_since, date '2022-01-01'),
     'end', NULL)), '[]')
   FROM (VALUES ('Pakiet medyczny'), ('Karta sportowa'), ('Ubezpieczenie na życie')) AS b(name)
   WHERE abs(hashtext(b.name || employee_id)) % 3 <> 0)::text
FROM everyone ORDER BY employee_id
)sql";

// Requests in slots spread over the year, at least 18 days apart (never overlapping), mostly annual leave; the past is
// decided, the future mostly pending. Only for people without any request yet. Materialised steps compute each hash
// once; working days are arithmetic (weekdays since Monday 1900-01-01), not a series per row; the counters are a
// hash join; rows go in per employee so the per-employee indexes fill in order.
constexpr char kRequests[] = R"sql(
WITH people AS (
  SELECT employee_id FROM absences.employees e
  WHERE NOT EXISTS (SELECT 1 FROM absences.requests r WHERE r.employee_id = e.employee_id)
), slots AS MATERIALIZED (
  SELECT p.employee_id, y, abs(hashtext(p.employee_id || '-' || y || '-' || k)) AS h,
    make_date(y, 1, 2) + k * greatest(18, 360 / $3::int) AS slot_start
  FROM people p, generate_series($1::int - $2::int + 1, $1::int) AS y, generate_series(0, $3::int - 1) AS k
), periods AS MATERIALIZED (
  SELECT employee_id, y, h, type_id, from_date,
    CASE WHEN type_id IN (2, 4, 3) THEN from_date ELSE from_date + (h / 100) % 5 END AS to_date
  FROM (SELECT employee_id, y, h, (ARRAY[1,1,1,1,1,2,41,40,4,3])[1 + h % 10] AS type_id,
          slot_start + (h / 10) % 10 AS from_date FROM slots) s
  WHERE from_date < make_date(y + 1, 1, 1)
), stated AS (
  SELECT *, CASE
      WHEN from_date <= $4::date THEN (ARRAY[2,2,2,2,2,2,3,4,2,5])[1 + (h / 1000) % 10]
      ELSE (ARRAY[1,1,1,2,2,1,4,1,5,1])[1 + (h / 1000) % 10] END AS status_id,
    ((to_date + 1 - date '1900-01-01') / 7 * 5 + least((to_date + 1 - date '1900-01-01') % 7, 5)) -
    ((from_date - date '1900-01-01') / 7 * 5 + least((from_date - date '1900-01-01') % 7, 5)) AS working_days,
    CASE type_id WHEN 1 THEN 'UW' WHEN 2 THEN 'UZ' WHEN 3 THEN 'UO' WHEN 4 THEN 'OPD' WHEN 40 THEN 'HO' ELSE 'HOOK' END AS code
  FROM periods
), numbered AS (
  SELECT s.*, row_number() OVER (PARTITION BY s.code, s.y ORDER BY s.from_date, s.employee_id) + coalesce(c.last_value, 0) AS seq
  FROM stated s LEFT JOIN absences.request_counters c ON c.code = s.code AND c.year = s.y
  WHERE s.working_days > 0
)
INSERT INTO absences.requests (request_no, employee_id, filed_by_id, request_type_id, status_id, status_changed_at,
  submitted_at, from_date, to_date, number_of_days, number_of_working_days, comment, decision_comment, address,
  processing_status_id)
SELECT code || '/' || y || '/' || lpad(seq::text, greatest($5::int, length(seq::text)), '0'), employee_id, employee_id,
  type_id, status_id,
  least(((from_date - 10 + (h % 5))::timestamp + interval '9 hours') AT TIME ZONE 'Europe/Warsaw', now()),
  least(((from_date - 14 - (h % 30))::timestamp + interval '8 hours' + (h % 480) * interval '1 minute') AT TIME ZONE 'Europe/Warsaw', now() - interval '1 hour'),
  from_date, to_date, to_date - from_date + 1, working_days,
  CASE WHEN h % 4 = 0 THEN 'Wyjazd rodzinny' ELSE '' END,
  CASE WHEN status_id = 3 THEN 'request rejection' ELSE '' END,
  CASE WHEN type_id IN (40, 41) THEN '{"street":"ul. Domowa","houseNumber":"1","flatNumber":"","postalCode":"00-001","city":"Warszawa"}'::jsonb END,
  CASE WHEN status_id IN (2, 5) AND from_date <= $4::date THEN 2 ELSE 0 END
FROM numbered
ORDER BY employee_id, from_date
)sql";

// Agreements on regular remote work for the generated people with the flag (docs/remote-work.md):
// most approved Monday to Friday since the demo's first year, with the opinion of 1007 and the
// supervisor's decision; every tenth waits for its opinion and every tenth for its decision, so
// the agreements list and the team's decisions have work. The named demo accounts have none:
// their first agreement is theirs to apply for. Re-running adds nothing.
constexpr char kAgreements[] = R"sql(
WITH shaped AS (
  SELECT e.employee_id, e.supervisor_id, e.street, e.house_number, e.flat_number, e.postal_code, e.city,
    CASE e.employee_id % 10 WHEN 1 THEN 1 WHEN 2 THEN 2 ELSE 3 END AS status_id
  FROM absences.employees e
  WHERE e.employee_id > 2000 AND e.street <> '' AND e.postal_code ~ '^[0-9]{2}-[0-9]{3}$' AND e.city <> ''
    AND 'has_access_to_regular_home_office' = ANY(e.abilities)
    AND NOT EXISTS (SELECT 1 FROM absences.home_office_agreements a WHERE a.employee_id = e.employee_id)
), added AS (
  INSERT INTO absences.home_office_agreements (employee_id, status_id, submitted_at, valid_from, weekdays, street,
    house_number, flat_number, postal_code, city, safe_workplace_confirmed, risk_assessment_acknowledged,
    data_protection_acknowledged, justification, opinion_positive, opinion_by_id, opinion_at, decided_by_id, decided_at)
  SELECT employee_id, status_id,
    CASE WHEN status_id = 3 THEN make_date($1::int - $2::int + 1, 1, 2) - 30 ELSE $3::date - 2 END::timestamp
      AT TIME ZONE 'Europe/Warsaw' + interval '9 hours',
    CASE WHEN status_id = 3 THEN make_date($1::int - $2::int + 1, 1, 2) ELSE $3::date + 14 END,
    CASE WHEN status_id = 3 THEN '{1,2,3,4,5}' ELSE '{1,3}' END::int[],
    street, house_number, flat_number, postal_code, city, true, true, true,
    CASE WHEN status_id = 3 THEN '' ELSE 'Dojazd do biura zajmuje mi ponad godzinę w jedną stronę.' END,
    CASE WHEN status_id > 1 THEN true END, CASE WHEN status_id > 1 THEN 1007 END,
    CASE WHEN status_id = 3 THEN make_date($1::int - $2::int + 1, 1, 2) - 20 WHEN status_id = 2 THEN $3::date - 1 END
      ::timestamp AT TIME ZONE 'Europe/Warsaw' + interval '11 hours',
    CASE WHEN status_id = 3 THEN supervisor_id END,
    CASE WHEN status_id = 3 THEN (make_date($1::int - $2::int + 1, 1, 2) - 10)::timestamp
      AT TIME ZONE 'Europe/Warsaw' + interval '14 hours' END
  FROM shaped
  RETURNING agreement_id, employee_id, status_id, submitted_at, opinion_at, decided_by_id, decided_at
)
INSERT INTO absences.home_office_agreement_events (agreement_id, occurred_at, actor_id, action)
SELECT agreement_id, submitted_at, employee_id, 'filed' FROM added
UNION ALL SELECT agreement_id, opinion_at, 1007, 'opinion-positive' FROM added WHERE opinion_at IS NOT NULL
UNION ALL SELECT agreement_id, decided_at, decided_by_id, 'approve' FROM added WHERE decided_at IS NOT NULL
)sql";

// Substitutions of generated people with the flag (docs/substitutions.md), each by a colleague
// under the same supervisor: every seventh had one confirmed by the supervisor a month ago, every
// thirteenth proposes one for two weeks ahead, so the lists and the team's confirmations have
// content. The named demo accounts have none. Re-running adds nothing.
constexpr char kSubstitutions[] = R"sql(
WITH candidates AS (
  SELECT e.employee_id, e.supervisor_id,
    (SELECT c.employee_id FROM absences.employees c
     WHERE c.supervisor_id = e.supervisor_id AND c.employee_id <> e.employee_id AND c.employee_id > 2000
     ORDER BY abs(hashtext(c.employee_id || '-' || e.employee_id)) LIMIT 1) AS substitute_id,
    CASE WHEN e.employee_id % 7 = 0 THEN 2 ELSE 1 END AS status_id
  FROM absences.employees e
  WHERE e.employee_id > 2000 AND e.supervisor_id IS NOT NULL AND (e.employee_id % 7 = 0 OR e.employee_id % 13 = 0)
    AND 'has_access_to_substitutions' = ANY(e.abilities)
    AND NOT EXISTS (SELECT 1 FROM absences.substitutions s WHERE s.employee_id = e.employee_id)
)
INSERT INTO absences.substitutions (employee_id, substitute_id, from_date, to_date, status_id, comment, created_by_id,
  created_at, decided_by_id, decided_at)
SELECT employee_id, substitute_id,
  CASE WHEN status_id = 2 THEN $1::date - 35 ELSE $1::date + 14 END,
  CASE WHEN status_id = 2 THEN $1::date - 31 ELSE $1::date + 18 END,
  status_id, CASE WHEN status_id = 1 THEN 'Urlop wypoczynkowy' ELSE '' END, employee_id,
  ($1::date - CASE WHEN status_id = 2 THEN 45 ELSE 1 END)::timestamp AT TIME ZONE 'Europe/Warsaw' + interval '10 hours',
  CASE WHEN status_id = 2 THEN supervisor_id END,
  CASE WHEN status_id = 2 THEN ($1::date - 44)::timestamp AT TIME ZONE 'Europe/Warsaw' + interval '9 hours' END
FROM candidates WHERE substitute_id IS NOT NULL
)sql";

// Everyone without any request ahead gets one in the coming weeks, mostly waiting for the
// supervisor, so the demo always has decisions to make whatever the date. Re-running adds
// nothing while that request lies ahead; it never overlaps a live request.
constexpr char kUpcomingRequests[] = R"sql(
WITH people AS (
  SELECT e.employee_id, abs(hashtext(e.employee_id || '-next-' || $1::date)) AS h
  FROM absences.employees e
  WHERE NOT EXISTS (SELECT 1 FROM absences.requests r WHERE r.employee_id = e.employee_id AND r.from_date > $1::date)
), shaped AS (
  SELECT employee_id, h, type_id, from_date,
    CASE WHEN type_id IN (2, 4, 3) THEN from_date ELSE from_date + (h / 100) % 5 END AS to_date,
    CASE type_id WHEN 1 THEN 'UW' WHEN 2 THEN 'UZ' WHEN 3 THEN 'UO' WHEN 4 THEN 'OPD' WHEN 40 THEN 'HO' ELSE 'HOOK' END AS code
  FROM (SELECT employee_id, h, (ARRAY[1,1,1,1,1,2,41,40,4,3])[1 + h % 10] AS type_id, $1::date + 7 + (h / 10) % 50 AS from_date
        FROM people) p
), counted AS (
  SELECT *, ((to_date + 1 - date '1900-01-01') / 7 * 5 + least((to_date + 1 - date '1900-01-01') % 7, 5)) -
    ((from_date - date '1900-01-01') / 7 * 5 + least((from_date - date '1900-01-01') % 7, 5)) AS working_days,
    (ARRAY[1,1,1,1,2,2,1,4,5,1])[1 + (h / 1000) % 10] AS status_id
  FROM shaped s
  WHERE NOT EXISTS (SELECT 1 FROM absences.requests r WHERE r.employee_id = s.employee_id AND r.status_id IN (1, 2, 5)
                    AND r.from_date <= s.to_date AND r.to_date >= s.from_date)
), numbered AS (
  SELECT c.*, row_number() OVER (PARTITION BY c.code ORDER BY c.from_date, c.employee_id) + coalesce(n.last_value, 0) AS seq
  FROM counted c LEFT JOIN absences.request_counters n ON n.code = c.code AND n.year = extract(year FROM $1::date)::int
  WHERE c.working_days > 0
)
INSERT INTO absences.requests (request_no, employee_id, filed_by_id, request_type_id, status_id, status_changed_at,
  submitted_at, from_date, to_date, number_of_days, number_of_working_days, comment, address)
SELECT code || '/' || extract(year FROM $1::date)::int || '/' || lpad(seq::text, greatest($2::int, length(seq::text)), '0'),
  employee_id, employee_id,
  type_id, status_id, now() - (h % 24) * interval '1 hour', now() - (24 + h % 72) * interval '1 hour',
  from_date, to_date, to_date - from_date + 1, working_days,
  CASE WHEN h % 3 = 0 THEN 'Urlop zaplanowany z zespołem' ELSE '' END,
  CASE WHEN type_id IN (40, 41) THEN '{"street":"ul. Domowa","houseNumber":"1","flatNumber":"","postalCode":"00-001","city":"Warszawa"}'::jsonb END
FROM numbered
ORDER BY employee_id
)sql";

// One approved request whose payroll export failed, so HR's take-over and "resume
// processing" can be tried in the demo. A generated person's (the demo users' sums are
// the tests'); added once: none is added while one such request exists.
constexpr char kExportFailure[] = R"sql(
WITH chosen AS (
  SELECT r.request_id FROM absences.requests r
  WHERE r.status_id = 2 AND r.employee_id >= 2001 AND r.from_date > $1::date
    AND NOT EXISTS (SELECT 1 FROM absences.requests x WHERE x.processing_status_id = 3)
  ORDER BY r.from_date, r.request_id LIMIT 1
), marked AS (
  UPDATE absences.requests r SET processing_status_id = 3 FROM chosen
  WHERE r.request_id = chosen.request_id RETURNING r.request_id
)
INSERT INTO absences.export_outbox (request_id, event, state, attempts, last_error)
SELECT request_id, 'approved', 'error', 3, 'the payroll system refused the entry (demo)' FROM marked
)sql";

constexpr char kCounters[] = R"sql(
INSERT INTO absences.request_counters (code, year, last_value)
SELECT split_part(request_no, '/', 1), split_part(request_no, '/', 2)::int, max(split_part(request_no, '/', 3)::int)
FROM absences.requests GROUP BY 1, 2
ON CONFLICT (code, year) DO UPDATE SET last_value = greatest(absences.request_counters.last_value, excluded.last_value)
)sql";

constexpr char kEvents[] = R"sql(
INSERT INTO absences.request_events (request_id, occurred_at, actor_id, action, comment)
SELECT r.request_id, r.submitted_at, r.employee_id, 'filed', r.comment FROM absences.requests r
WHERE NOT EXISTS (SELECT 1 FROM absences.request_events v WHERE v.request_id = r.request_id)
)sql";

// A bulk load checks the foreign keys of the requests and their events once, as one
// join when the constraints come back, instead of one lookup per row (a third of the
// time at a million rows). All in one transaction: readers never see them missing.
constexpr char kDropEventKey[] = "ALTER TABLE absences.request_events DROP CONSTRAINT request_events_request_id_fkey";
constexpr char kDropRequestKey[] = "ALTER TABLE absences.requests DROP CONSTRAINT requests_employee_id_fkey";
constexpr char kAddRequestKey[] = R"sql(
    ALTER TABLE absences.requests ADD CONSTRAINT requests_employee_id_fkey
    FOREIGN KEY (employee_id) REFERENCES absences.employees)sql";
constexpr char kAddEventKey[] = R"sql(
    ALTER TABLE absences.request_events ADD CONSTRAINT request_events_request_id_fkey
    FOREIGN KEY (request_id) REFERENCES absences.requests ON DELETE CASCADE)sql";
constexpr char kPeopleWithoutRequests[] = R"sql(
    SELECT count(*) FROM absences.employees e
    WHERE NOT EXISTS (SELECT 1 FROM absences.requests r WHERE r.employee_id = e.employee_id))sql";

absl::Status RunSteps(PgConnection& tx, const std::vector<std::pair<const char*, std::vector<PgParam>>>& steps) {
  for (const auto& [sql, params] : steps) {
    auto r = tx.Query(sql, params);
    if (!r.ok()) return r.status();
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status SeedDemoData(PgPool& pool, const SeedSize& size, absl::CivilDay today) {
  const int generated = std::max(0, size.employees - 11);
  ASSIGN_OR_RETURN(const PgResult rows, pool.Query(kDemoPeople, {std::to_string(generated)}));
  // Each person as the HR system would send them, with the demo's own id (its accounts have it).
  ASSIGN_OR_RETURN(std::vector<StoredPerson> read, ReadAll(rows, PeopleStore::PersonAt));
  std::vector<PersonToImport> everyone;
  for (StoredPerson& p : read) everyone.push_back({std::move(p.facts), {}, p.employee_id});
  // Through the import, a batch at a time: supervisors come first, as the ids are ordered.
  PeopleImportWorkflow imports(pool, nullptr);
  const std::vector<std::string> flags = AccessFlagNames();
  for (size_t first = 0; first < everyone.size(); first += kMaxPeoplePerImport) {
    const size_t last = std::min(everyone.size(), first + kMaxPeoplePerImport);
    std::vector<PersonToImport> batch(everyone.begin() + first, everyone.begin() + last);
    ASSIGN_OR_RETURN(const std::vector<ImportOutcome> outcomes,
                     imports.Run(ImportActor{0, "demo-seed"}, OnBehalfOf{}, std::move(batch), flags, false, today));
    for (const ImportOutcome& o : outcomes) {
      if (o.outcome == "refused") {
        return absl::InternalError(absl::StrCat("the demo person ", o.sap_number, " breaks the import's rules: ",
                                                o.problems.empty() ? "" : o.problems.front().message));
      }
    }
  }

  auto without = pool.Query(kPeopleWithoutRequests);
  if (!without.ok()) return without.status();
  // Re-running on a seeded database only tops up; the key swap is for bulk loads.
  const bool bulk = without->Int64(0, 0) * size.years * size.requests_per_year >= 100000;
  absl::Status requests = pool.InTransaction([&](PgConnection& tx) {
    std::vector<std::pair<const char*, std::vector<PgParam>>> steps;
    // Large seeds sort and hash in memory rather than on disk (this transaction only).
    steps.push_back({"SET LOCAL work_mem = '256MB'", {}});
    if (bulk) {
      steps.push_back({kDropEventKey, {}});
      steps.push_back({kDropRequestKey, {}});
    }
    // Numbers as FormatRequestNumber spells them: zero-padded to six digits, longer ones whole
    // (lpad alone cut 1000171 to 100171, which a later seed then repeated).
    const std::string digits = std::to_string(kRequestSequenceDigits);
    steps.push_back({kRequests,
                     {std::to_string(today.year()), std::to_string(size.years), std::to_string(size.requests_per_year),
                      FormatDate(today), digits}});
    steps.push_back({kCounters, {}});
    steps.push_back({kUpcomingRequests, {FormatDate(today), digits}});
    steps.push_back({kCounters, {}});
    steps.push_back({kEvents, {}});
    steps.push_back({kExportFailure, {FormatDate(today)}});
    steps.push_back({kAgreements, {std::to_string(today.year()), std::to_string(size.years), FormatDate(today)}});
    steps.push_back({kSubstitutions, {FormatDate(today)}});
    if (bulk) {
      steps.push_back({kAddRequestKey, {}});
      steps.push_back({kAddEventKey, {}});
    }
    return RunSteps(tx, steps);
  });
  if (!requests.ok()) return requests;
  // Fresh statistics and visibility map: list totals become index-only scans.
  if (auto r = pool.Query("VACUUM (ANALYZE) absences.requests"); !r.ok()) return r.status();
  LogInfo("absences demo data ready", {{"employees", size.employees}, {"years", size.years}, {"bulk", bulk}});
  return absl::OkStatus();
}

}  // namespace kadry::absences
