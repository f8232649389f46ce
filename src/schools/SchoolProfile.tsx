import { useEffect, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import Grid from "@mui/material/Grid";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DescriptionIcon from "@mui/icons-material/Description";
import EditIcon from "@mui/icons-material/Edit";
import PrintIcon from "@mui/icons-material/Print";
import SchoolIcon from "@mui/icons-material/School";
import HourglassEmptyIcon from "@mui/icons-material/HourglassEmpty";
import ToggleOffIcon from "@mui/icons-material/ToggleOff";
import ToggleOnIcon from "@mui/icons-material/ToggleOn";
import VerifiedIcon from "@mui/icons-material/Verified";
import { Link, useParams } from "react-router-dom";
import { useGetOne, useTranslate } from "react-admin";
import type { SchoolDetailRecord } from "../providers/resources/schools";
import { retryUnlessRefused } from "./schoolFormState";
import { SchoolHistory } from "../audit/AuditLog";
import { PageTitle } from "../common/PageHeader";
import { PrintedBlock, printTitled } from "../common/LightWhilePrinting";

/** The document title while printing: the name the browser gives the saved PDF. */
export const PRINT_TITLE = "school_profile";
const PROFILE_ID = "school-profile";

/** Prints with the spec's document title. */
export const printProfile = () => printTitled(PRINT_TITLE);

const has = (value: unknown) =>
  value !== null && value !== undefined && String(value).trim() !== "";

/** One labelled value; N/A when missing. */
const Field = ({ label, value }: { label: string; value: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: "anywhere" }}>
        {has(value) ? value : translate("app.na")}
      </Typography>
    </Grid>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {children}
      </Grid>
    </Box>
  );
};

const f = (name: string) => `resources.schools.fields.${name}`;

const Documents = ({ school }: { school: SchoolDetailRecord }) => {
  const translate = useTranslate();
  const documents = school.assets?.document ?? [];
  if (documents.length === 0) {
    return (
      <Typography color="text.secondary">{translate("schools.profile.no_documents")}</Typography>
    );
  }
  return (
    <Box
      component="ul"
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1, overflowWrap: "anywhere" }}
    >
      {documents.map((document, index) => {
        const label = translate("schools.profile.document", { n: index + 1 });
        return (
          <li key={document.id}>
            <MuiLink
              href={document.url}
              download={document.file_name}
              aria-label={translate("schools.profile.download", {
                label,
                file: document.file_name,
              })}
              sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}
            >
              <DescriptionIcon fontSize="small" aria-hidden />
              {label}
            </MuiLink>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {document.file_name}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
};

const SchoolImage = ({ school }: { school: SchoolDetailRecord }) => {
  const translate = useTranslate();
  const image = school.assets?.school_image?.[0];
  // A tint of the page's text colour: light on a light page, dark on a dark one.
  const box = { width: "100%", aspectRatio: "4 / 3", borderRadius: 2, bgcolor: "action.hover" };
  if (image) {
    return (
      <Box
        component="img"
        src={image.url}
        alt={translate("schools.profile.image_alt", { name: school.school_name })}
        sx={{ ...box, objectFit: "cover" }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={translate("schools.profile.no_image")}
      sx={{
        ...box,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
      }}
    >
      <SchoolIcon sx={{ fontSize: 72, color: "action.disabled" }} aria-hidden />
      <Typography color="text.secondary" aria-hidden>
        {translate("schools.profile.no_image")}
      </Typography>
    </Box>
  );
};

/** School Profile (/school/profile/:id): the school, its admin, documents and co-ordinates. */
export const SchoolProfile = () => {
  const translate = useTranslate();
  const { id = "" } = useParams();
  const {
    data: school,
    isPending,
    error,
  } = useGetOne<SchoolDetailRecord>("schools", { id: Number(id) }, { retry: retryUnlessRefused });

  useEffect(() => {
    // The spec only logs a failed load; the page shows a readable empty state.
    if (error) console.warn("The school profile could not be loaded:", error);
  }, [error]);

  const back = (
    <Button component={Link} to="/school" startIcon={<ArrowBackIcon />} className="no-print">
      {translate("schools.profile.back")}
    </Button>
  );

  if (isPending) {
    return (
      <Box>
        {back}
        <Box sx={{ display: "flex", justifyContent: "center", mt: 6 }}>
          <CircularProgress aria-label={translate("schools.profile.loading")} />
        </Box>
      </Box>
    );
  }
  if (!school) {
    return (
      <Box>
        {back}
        <Typography sx={{ mt: 4, textAlign: "center" }} color="text.secondary">
          {translate("schools.not_found")}
        </Typography>
      </Box>
    );
  }

  const type = has(school.type) ? translate(`schools.types.${school.type}`) : translate("app.na");
  return (
    <Box>
      {back}
      <PrintedBlock id={PROFILE_ID}>
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            flexWrap: "wrap",
            gap: 2,
            my: 2,
          }}
        >
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
            <PageTitle>{school.school_name}</PageTitle>
            <Chip label={type} color="primary" variant="outlined" />
            {/* Both states in words (with an icon), never by colour alone */}
            <Box
              component="ul"
              aria-label={translate("schools.profile.states")}
              sx={{ display: "flex", gap: 1, listStyle: "none", m: 0, p: 0 }}
            >
              <li>
                <Chip
                  icon={school.admin_approval ? <VerifiedIcon /> : <HourglassEmptyIcon />}
                  label={translate(
                    school.admin_approval
                      ? "schools.list.verified"
                      : "schools.profile.not_verified",
                  )}
                  color={school.admin_approval ? "success" : "default"}
                  variant="outlined"
                />
              </li>
              <li>
                <Chip
                  icon={school.status ? <ToggleOnIcon /> : <ToggleOffIcon />}
                  label={translate(school.status ? "schools.list.active" : "schools.list.pending")}
                  color={school.status ? "success" : "error"}
                  variant="outlined"
                />
              </li>
            </Box>
          </Box>
          <Box className="no-print" sx={{ display: "flex", gap: 1 }}>
            <Button
              component={Link}
              to={`/school/edit/${school.school_id}`}
              variant="outlined"
              startIcon={<EditIcon />}
            >
              {translate("schools.profile.edit")}
            </Button>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={printProfile}>
              {translate("schools.profile.print")}
            </Button>
          </Box>
        </Box>
        <Card>
          <CardContent>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 4 }}>
                <SchoolImage school={school} />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <Section title="schools.profile.school_info">
                  <Field label={f("established_year")} value={school.established_year} />
                  <Field label={f("main_board_id")} value={school.main_board_name} />
                  <Field label={f("affiliation_board")} value={school.affiliation_board} />
                  <Field label={f("udise_code")} value={school.udise_code} />
                  <Field label={f("school_email")} value={school.school_email} />
                  <Field label={f("school_phone_number")} value={school.school_phone_number} />
                  <Field label={f("secondary_phone")} value={school.secondary_phone} />
                  <Field label={f("website")} value={school.website} />
                </Section>
                <Divider sx={{ mb: 2 }} />
                {/* Where the school is: the spec's profile has only the address. */}
                <Section title="schools.profile.location">
                  <Field label={f("address")} value={school.address} />
                  <Field label={f("city_id")} value={school.city_name} />
                  <Field label={f("state_id")} value={school.state_name} />
                  <Field label={f("country_id")} value={school.country_name} />
                  <Field label={f("pincode")} value={school.pincode} />
                </Section>
                <Divider sx={{ mb: 2 }} />
                <Section title="schools.profile.admin_info">
                  <Field label={f("full_name")} value={school.full_name} />
                  <Field label={f("employee_number")} value={school.employee_number} />
                  <Field label={f("email")} value={school.email} />
                  <Field label={f("phone_number")} value={school.phone_number} />
                </Section>
                <Divider sx={{ mb: 2 }} />
                <Box component="section" sx={{ mb: 3 }}>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {translate("schools.profile.documents")}
                  </Typography>
                  <Documents school={school} />
                </Box>
                <Divider sx={{ mb: 2 }} />
                <Section title="schools.profile.coordinates">
                  <Field label={f("latitude")} value={school.latitude} />
                  <Field label={f("longitude")} value={school.longitude} />
                  <Field label={f("area_radius")} value={school.area_radius} />
                </Section>
              </Grid>
            </Grid>
          </CardContent>
        </Card>
      </PrintedBlock>
      <Box className="no-print">
        <SchoolHistory schoolId={school.school_id} />
      </Box>
    </Box>
  );
};
